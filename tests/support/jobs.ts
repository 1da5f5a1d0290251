// Background jobs in integration tests. Each test process that calls the API runs a mail
// worker, as the app's in-process workers would, so a mail the app enqueues is delivered to
// the fake SMTP server at once (mails are global and idempotent to deliver, so any test
// process may send any test's mail). The sweeps never run on the shared database: they would
// finish other tests' expired attempts. tests/integration/jobs/ tests them on a database of
// their own (./private-database.ts).
import { afterAll } from "vitest";
import { mailDeliver } from "@/server/jobs/mail-deliver";
import { startProcessWorkers, stopProcessJobs } from "@/server/jobs/runner";

/**
 * Starts this test process's mail worker. A process of one file stops it after the file; where
 * files share modules (vitest.config.ts), this runs once and the worker serves them all.
 */
export function runMailWorker(): void {
  const runner = startProcessWorkers({
    connectionString: process.env.DATABASE_URL!,
    jobs: [mailDeliver],
    schedules: false,
    boss: { supervise: false },
  });
  runner.catch((err: unknown) => console.error("the test mail worker could not start", err));
  if (process.env.TEST_FILES_SHARE_MODULES === "1") return;
  afterAll(async () => {
    await runner.catch(() => undefined);
    await stopProcessJobs(2_000);
  });
}
