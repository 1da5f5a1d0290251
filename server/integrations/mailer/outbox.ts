import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import { db } from "../../db";
import { log } from "../../log";
import { renderMail, type MailPayload, type MailTemplate, type OutgoingTemplateMail } from "./templates";
import { mailTransport } from "./transport";

// Mails are written to the outbox in the same transaction as the change that causes them
// (a new account, a reset request), then sent. A crash between commit and send loses
// nothing: the sweep sends what is left. Rows are claimed with SKIP LOCKED, so several
// instances never send the same mail twice, and a sent row's payload (which holds a
// one-time link) is erased.

type Tx = Prisma.TransactionClient;
const MAX_ATTEMPTS = 8;
const CLAIM_LEASE_SECONDS = 120;

export async function enqueueMail(tx: Tx, mail: OutgoingTemplateMail): Promise<void> {
  await tx.mailOutbox.create({ data: { to: mail.to, template: mail.template, payload: mail.payload } });
}

type ClaimedRow = { id: string; to: string; template: MailTemplate; payload: MailPayload; attempts: number };

async function claim(limit: number): Promise<ClaimedRow[]> {
  return db.$queryRaw<ClaimedRow[]>`
    update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    where id in (
      select id from mail_outbox
      where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= now()
      order by created_at limit ${limit} for update skip locked)
    returning id, "to", template, payload, attempts`;
}

/** Sends what is due in the outbox; returns how many were sent. */
export async function deliverPendingMail({ limit = 20 }: { limit?: number } = {}): Promise<number> {
  const rows = await claim(limit);
  let sent = 0;
  for (const row of rows) {
    try {
      await mailTransport().send({ to: row.to, ...renderMail(row.template, row.payload) });
      await db.mailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date(), payload: {}, lastError: null } });
      sent++;
    } catch (err) {
      const backoffSeconds = Math.min(3600, 30 * 2 ** (row.attempts - 1));
      await db.mailOutbox.update({
        where: { id: row.id },
        data: { lastError: String(err instanceof Error ? err.message : err).slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffSeconds * 1000) },
      });
      log.warn("mail not sent; will retry", { outboxId: row.id, template: row.template, attempts: row.attempts, err });
    }
  }
  return sent;
}

let running: Promise<unknown> | null = null;
let kickedDuringRun = false;

/**
 * Sends due mail soon, without making the caller wait. Kicks that arrive during a run are
 * remembered, and the run goes round again, so a mail committed meanwhile is not left to
 * the sweep.
 */
export function kickMailer(): void {
  if (running) {
    kickedDuringRun = true;
    return;
  }
  running = (async () => {
    do {
      kickedDuringRun = false;
      await deliverPendingMail().catch((err) => log.error("mail delivery failed", { err }));
    } while (kickedDuringRun);
  })().finally(() => {
    running = null;
  });
}

/** Resolves once the current delivery run (if any) has finished: for tests and shutdown. */
export async function mailerIdle(): Promise<void> {
  await running;
}
