import "server-only";
import { deliverPendingMail } from "../integrations/mailer/outbox";
import { log } from "../log";

// Periodic work of every instance. Each job is safe to run on many instances at once
// (rows are claimed with SKIP LOCKED), so no leader election is needed.
const MAIL_SWEEP_MS = 30_000;

let started = false;

export function startBackgroundJobs() {
  if (started || !process.env.DATABASE_URL) return;
  started = true;
  const timer = setInterval(() => {
    deliverPendingMail().catch((err) => log.warn("mail sweep failed", { err }));
  }, MAIL_SWEEP_MS);
  timer.unref();
}
