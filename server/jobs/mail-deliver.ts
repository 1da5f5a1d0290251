import "server-only";
import { deliverPendingMail } from "../integrations/mailer/outbox";
import { log } from "../log";
import { enqueueJob } from "./enqueue";
import { defineJob } from "./registry";

const BATCH = 20;
/** At most this many batches per run; whatever is left goes in the next one. */
const MAX_BATCHES = 50;

/**
 * mail.deliver: sends the mails waiting in the outbox (server/integrations/mailer/outbox.ts).
 * Enqueued as soon as a transaction that queued a mail commits (requestMailDelivery), and run
 * every minute as a safety net for a mail whose enqueue was lost (a crash, the database gone
 * for a moment) or whose attempt failed.
 *
 * Idempotent: a run sends only rows it claimed (FOR UPDATE SKIP LOCKED, then a two-minute
 * lease), and a sent row is marked sent and never claimed again, so two runs at once (two
 * workers, or a triggered run beside a scheduled one) send disjoint mails, and a run repeated
 * after a crash sends only what was not marked sent.
 *
 * Retries: a mail the SMTP server refused keeps its own backoff in the outbox; the run then
 * fails so pg-boss retries it, and an SMTP server that stays down shows in `npm run jobs -- failed`.
 */
export const mailDeliver = defineJob({
  name: "mail.deliver",
  summary: "Sends the mails waiting in the outbox",
  schedule: "* * * * *",
  enqueuedBy:
    "requestMailDelivery, once a transaction that queued a mail has committed (server/accounts/sign-up.ts, email-tokens.ts)",
  retry: { limit: 5, delaySeconds: 30, backoff: true, maxDelaySeconds: 600 },
  expireInSeconds: 5 * 60,
  pollingIntervalSeconds: 2,
  async run(_data, { signal }) {
    let sent = 0;
    let failed = 0;
    let lastError: string | undefined;
    for (let batch = 0; batch < MAX_BATCHES && !signal.aborted; batch++) {
      const run = await deliverPendingMail({ limit: BATCH });
      sent += run.sent;
      failed += run.failed;
      lastError = run.lastError ?? lastError;
      if (run.claimed < BATCH) break;
    }
    if (failed > 0)
      throw new Error(
        `${failed} mail(s) not sent (${sent} sent); each is tried again after its own delay. Last error: ${lastError}`,
      );
    return { sent };
  },
});

/** Asks a worker to send the outbox now. Never throws: if the job cannot be enqueued, the minute's run sends the mail. */
export async function requestMailDelivery(): Promise<void> {
  try {
    await enqueueJob(mailDeliver);
  } catch (err) {
    log.warn("could not enqueue mail delivery; the next scheduled run sends the mail", { err });
  }
}
