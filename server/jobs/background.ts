import "server-only";
import { deliverPendingMail } from "../integrations/mailer/outbox";
import { log } from "../log";
import { finishExpiredAttempts } from "../services/quizzes";

// Periodic work of every instance. Each job is safe to run on many instances at once
// (mail rows are claimed with SKIP LOCKED; an attempt is finished by a conditional
// update), so no leader election is needed.
const SWEEP_MS = 30_000;

let started = false;

export function startBackgroundJobs() {
  if (started || !process.env.DATABASE_URL) return;
  started = true;
  const timer = setInterval(() => {
    deliverPendingMail().catch((err) => log.warn("mail sweep failed", { err }));
    finishExpiredAttempts().catch((err) => log.warn("quiz attempt sweep failed", { err }));
  }, SWEEP_MS);
  timer.unref();
}
