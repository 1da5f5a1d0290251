// A job that keeps failing is retried with growing delays, then listed for an operator, who
// can retry it (`npm run jobs`); a stopping worker finishes the job in hand. On a database of
// this file's own, with test jobs.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { privateDatabase } from "../../support/private-database";

const database = await privateDatabase("jobs_failures");
const { createPrismaClient } = await import("@/server/db-client");
const { bossOptions, startBoss } = await import("@/server/jobs/boss");
const { enqueueJob } = await import("@/server/jobs/enqueue");
const { listFailedJobs, retryFailedJob, queueCounts, JobNotRetryable } = await import("@/server/jobs/operator");
const { defineJob } = await import("@/server/jobs/registry");
const { startJobRunner, stopProcessJobs } = await import("@/server/jobs/runner");

const db = createPrismaClient(database.url, { max: 2 });
const operator = await startBoss(bossOptions(database.url, "operator"));
afterAll(async () => {
  await operator.stop({ graceful: false });
  await stopProcessJobs(2_000);
  await db.$disconnect();
});

type JobRow = {
  state: string;
  retry_count: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  retry_delay_max: number | null;
};
const jobRow = async (id: string) =>
  (
    await db.$queryRawUnsafe<JobRow[]>(
      `SELECT state::text, retry_count, retry_limit, retry_delay, retry_backoff, retry_delay_max FROM pgboss.job WHERE id = $1::uuid`,
      id,
    )
  )[0];
const stateOf = async (id: string) => (await jobRow(id))?.state;

/** `npm run jobs -- <args>` against this file's database. */
async function jobsCommand(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)("npm", ["run", "--silent", "jobs", "--", ...args], {
      env: { ...process.env, DATABASE_URL: database.url },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("a job that throws", () => {
  it("is retried with backoff up to its limit, listed as failed, and runs again when an operator retries it", async () => {
    const starts: number[] = [];
    let healed = false;
    const flaky = defineJob({
      name: "test.flaky",
      summary: "fails until healed",
      enqueuedBy: "this test",
      retry: { limit: 3, delaySeconds: 1, backoff: true, maxDelaySeconds: 60 },
      expireInSeconds: 30,
      async run() {
        starts.push(Date.now());
        if (!healed) throw new Error("SMTP refused: 554 try later");
        return { ok: 1 };
      },
    });
    const runner = await startJobRunner({
      connectionString: database.url,
      jobs: [flaky],
      schedules: false,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const id = (await enqueueJob(flaky))!;
      await expect.poll(() => stateOf(id), { timeout: 25_000, interval: 200 }).toBe("failed");
      // The first attempt and its three retries, each after a longer wait: about 1, 2 and 4 s
      // (pg-boss's jitter keeps each between half and all of that), so the third wait is longer
      // than the first whatever the jitter.
      expect(starts).toHaveLength(4);
      const waits = starts.slice(1).map((t, i) => t - starts[i]!);
      expect(waits[0]).toBeGreaterThanOrEqual(400);
      expect(waits[2]).toBeGreaterThan(waits[0]!);
      expect(await jobRow(id)).toMatchObject({
        retry_count: 3,
        retry_limit: 3,
        retry_delay: 1,
        retry_backoff: true,
        retry_delay_max: 60,
      });

      const [listed] = await listFailedJobs(operator);
      expect(listed).toMatchObject({
        id,
        name: "test.flaky",
        attempts: 4,
        maxAttempts: 4,
        error: "SMTP refused: 554 try later",
      });
      expect(listed!.failedAt.getTime()).toBeGreaterThanOrEqual(starts[3]! - 1_000);

      const failed = await jobsCommand("failed");
      expect(failed.code).toBe(0);
      expect(failed.stdout).toMatch(/job\s+id\s+failed at \(UTC\)\s+attempts\s+last error/);
      expect(failed.stdout).toMatch(
        new RegExp(
          `test\\.flaky\\s+${id}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\dZ\\s+4/4\\s+SMTP refused: 554 try later`,
        ),
      );

      healed = true;
      const retried = await jobsCommand("retry", id);
      expect(retried).toMatchObject({ code: 0, stdout: `test.flaky ${id} will run again at a worker's next poll.\n` });
      await expect.poll(() => stateOf(id), { timeout: 10_000 }).toBe("completed");
      expect(starts).toHaveLength(5);
      expect(await listFailedJobs(operator)).toEqual([]);

      const again = await jobsCommand("retry", id);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`Job ${id} (test.flaky) is completed, not failed`);
      const stats = await jobsCommand("stats");
      expect(stats.stdout).toMatch(/test\.flaky\s+0\s+0\s+0\s+1\s+\d{4}-.+Z\s+when enqueued/);
    } finally {
      await runner.stop({ timeoutMs: 2_000 });
    }
  }, 90_000);

  it("refuses to retry what is not a failed job, saying why", async () => {
    await expect(retryFailedJob(operator, "not-an-id")).rejects.toThrow(JobNotRetryable);
    await expect(retryFailedJob(operator, "0190c0de-0000-7000-8000-000000000000")).rejects.toThrow(
      /No job 0190c0de-.* \(failed jobs are kept for a week\)/,
    );
  });

  it("counts each queue's jobs for `npm run jobs -- stats`", async () => {
    const counts = await queueCounts(operator);
    expect(counts.find((q) => q.name === "test.flaky")).toMatchObject({
      queued: 0,
      active: 0,
      failed: 0,
      completed: 1,
      schedule: null,
    });
  });
});

describe("stopping a worker", () => {
  const holding = (name: string, ms: number, log: string[]) =>
    defineJob({
      name,
      summary: "takes its time",
      enqueuedBy: "this test",
      retry: { limit: 2, delaySeconds: 1, backoff: true, maxDelaySeconds: 10 },
      expireInSeconds: 60,
      async run() {
        log.push("started");
        await new Promise((r) => setTimeout(r, ms));
        log.push("finished");
        return { ok: 1 };
      },
    });

  it("lets the job in hand finish, then takes no more", async () => {
    const log: string[] = [];
    const job = holding("test.graceful", 1_500, log);
    const runner = await startJobRunner({
      connectionString: database.url,
      jobs: [job],
      schedules: false,
      pollingIntervalSeconds: 0.5,
    });
    const id = (await enqueueJob(job))!;
    await expect.poll(() => log).toEqual(["started"]);
    await runner.stop({ timeoutMs: 5_000 });
    expect(log).toEqual(["started", "finished"]);
    expect(await stateOf(id)).toBe("completed");
    const later = (await enqueueJob(job))!;
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await stateOf(later)).toBe("created");
    expect(log).toHaveLength(2);
  });

  it("gives a job that outlives the stop's limit back for another attempt", async () => {
    const log: string[] = [];
    const job = holding("test.slow-stop", 4_000, log);
    const runner = await startJobRunner({
      connectionString: database.url,
      jobs: [job],
      schedules: false,
      pollingIntervalSeconds: 0.5,
    });
    const id = (await enqueueJob(job))!;
    await expect.poll(() => log).toEqual(["started"]);
    const stopping = Date.now();
    await runner.stop({ timeoutMs: 1_000 });
    expect(Date.now() - stopping).toBeLessThan(3_500);
    expect(await stateOf(id)).toBe("retry");
  });
});
