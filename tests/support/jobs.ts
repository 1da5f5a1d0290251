// Background jobs in integration tests. Each test process that calls the API runs a mail
// worker, as the app's in-process workers would, so a mail the app enqueues is delivered to
// the fake SMTP server at once (mails are global and idempotent to deliver, so any test
// process may send any test's mail). The sweeps never run on the shared database: they would
// finish other tests' expired attempts. tests/integration/jobs/ tests them on a database of
// their own (./private-database.ts).
import { afterAll } from "vitest";
import { mailDeliver } from "@/server/jobs/mail-deliver";
import { startProcessWorkers, stopProcessJobs } from "@/server/jobs/runner";

/** Starts this test process's mail worker (stopped after the file's tests). */
export function runMailWorker(): void {
  const runner = startProcessWorkers({
    connectionString: process.env.DATABASE_URL!,
    jobs: [mailDeliver],
    schedules: false,
    boss: { supervise: false },
  });
  runner.catch((err: unknown) => console.error("the test mail worker could not start", err));
  afterAll(async () => {
    await runner.catch(() => undefined);
    await stopProcessJobs(2_000);
  });
}
