import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import { db } from "../../db";
import { log } from "../../log";
import { renderMail, type MailPayload, type MailTemplate, type OutgoingTemplateMail } from "./templates";
import { mailTransport } from "./transport";

// Mails are written to the outbox in the same transaction as the change that causes them
// (a new account, a reset request), then sent by the mail.deliver job (server/jobs/mail-deliver.ts),
// which the change enqueues once it has committed and which also runs every minute. A crash
// between commit and send loses nothing: the next run sends what is left. Rows are claimed
// with SKIP LOCKED and a lease, so several workers never send the same mail twice, and a sent
// row's payload (which holds a one-time link) is erased. Each mail has its own backoff
// between attempts, and is given up after MAX_ATTEMPTS.

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

export type DeliveryRun = {
  /** Mails claimed by this run (at most `limit`). */
  claimed: number;
  sent: number;
  /** Mails the transport refused: each waits its own backoff before its next attempt. */
  failed: number;
  /** The transport's last refusal, when there was one. */
  lastError?: string;
};

/** Sends what is due in the outbox, at most `limit` mails. */
export async function deliverPendingMail({ limit = 20 }: { limit?: number } = {}): Promise<DeliveryRun> {
  const rows = await claim(limit);
  const run: DeliveryRun = { claimed: rows.length, sent: 0, failed: 0 };
  for (const row of rows) {
    try {
      await mailTransport().send({ to: row.to, ...renderMail(row.template, row.payload) });
      await db.mailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date(), payload: {}, lastError: null } });
      run.sent++;
    } catch (err) {
      const backoffSeconds = Math.min(3600, 30 * 2 ** (row.attempts - 1));
      const message = String(err instanceof Error ? err.message : err).slice(0, 500);
      await db.mailOutbox.update({
        where: { id: row.id },
        data: { lastError: message, nextAttemptAt: new Date(Date.now() + backoffSeconds * 1000) },
      });
      run.failed++;
      run.lastError = message;
      log.warn("mail not sent; will retry", { outboxId: row.id, template: row.template, attempts: row.attempts, err });
    }
  }
  return run;
}
