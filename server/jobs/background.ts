import "server-only";
import { deliverPendingMail } from "../integrations/mailer/outbox";
import { log } from "../log";
import { finishExpiredSittings } from "../exam/submit-sitting";
import { finishExpiredAttempts } from "../quizzes/finish-attempt";
import { nonOverlapping } from "./non-overlapping";

// Periodic work of every instance. Each job is safe to run on many instances at once
// (mail rows are claimed with SKIP LOCKED; an attempt is finished by a conditional
// update, a sitting under a row lock), so no leader election is needed.
const SWEEP_MS = 30_000;

let started = false;

// One sweep at a time in this process: when the database is slow, a tick that finds the last
// sweep still running is skipped rather than stacked on it.
const sweep = nonOverlapping(async () => {
  await Promise.all([
    deliverPendingMail().catch((err) => log.warn("mail sweep failed", { err })),
    finishExpiredAttempts().catch((err) => log.warn("quiz attempt sweep failed", { err })),
    finishExpiredSittings().catch((err) => log.warn("sitting sweep failed", { err })),
  ]);
});

export function startBackgroundJobs() {
  if (started || !process.env.DATABASE_URL) return;
  started = true;
  const timer = setInterval(() => {
    void sweep().then((ran) => {
      if (!ran) log.warn("background sweep skipped: the last one is still running");
    });
  }, SWEEP_MS);
  timer.unref();
}
