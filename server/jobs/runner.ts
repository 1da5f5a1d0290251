import "server-only";
import type { ConstructorOptions, Job, PgBoss } from "pg-boss";
import { log } from "../log";
import { bossOptions, processBossSlot, setProcessBoss, startBoss, syncQueue } from "./boss";
import { checkJobs, scheduleOptions, workOptions, type AnyJob, type JobOutcome } from "./registry";

// Runs jobs: one pg-boss instance that creates the jobs' queues, registers their schedules and
// works them. `npm run worker` and the app's in-process workers run the whole registry through
// startProcessWorkers; tests start runners of their own, with the jobs they need.

export type RunnerOptions = {
  connectionString: string;
  jobs: readonly AnyJob[];
  /** Registers each job's schedule (default true). Off, only jobs someone enqueues run. */
  schedules?: boolean;
  /** Removes schedules of jobs that are no longer in `jobs` (a job taken out of the registry). */
  removeOtherSchedules?: boolean;
  /** pg-boss options over the worker defaults (tests: faster cron passes, no maintenance…). */
  boss?: Partial<ConstructorOptions>;
  /** Polling interval for every queue, over each job's own (tests). */
  pollingIntervalSeconds?: number;
};

export type JobRunner = {
  boss: PgBoss;
  jobs: readonly AnyJob[];
  /**
   * Stops fetching at once, lets the jobs in hand finish for up to `timeoutMs`, then fails
   * what is still running (pg-boss retries it later, and every handler is idempotent).
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

export async function startJobRunner(options: RunnerOptions): Promise<JobRunner> {
  const problems = checkJobs(options.jobs);
  if (problems.length) throw new Error(`background jobs: ${problems.join("; ")}`);
  const schedules = options.schedules ?? true;
  const boss = await startBoss(
    bossOptions(options.connectionString, "worker", { schedule: schedules, ...options.boss }),
  );
  try {
    for (const job of options.jobs) await syncQueue(boss, job);
    if (schedules) await syncSchedules(boss, options.jobs, options.removeOtherSchedules ?? false);
    for (const job of options.jobs) {
      const seconds = options.pollingIntervalSeconds;
      const polling = seconds ? { pollingIntervalSeconds: seconds, notifyPollingIntervalSeconds: seconds } : {};
      await boss.work<object>(job.name, { ...workOptions(job), ...polling }, ([item]) => runJob(job, item!));
    }
  } catch (err) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw err;
  }
  return {
    boss,
    jobs: options.jobs,
    stop: ({ timeoutMs = 10_000 } = {}) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
}

/** One schedule per scheduled job (pg-boss keeps them in its table, so every worker may set them). */
async function syncSchedules(boss: PgBoss, jobs: readonly AnyJob[], removeOthers: boolean): Promise<void> {
  const scheduled = new Set<string>();
  for (const job of jobs) {
    if (!job.schedule) continue;
    await boss.schedule(job.name, job.schedule, null, scheduleOptions());
    scheduled.add(job.name);
  }
  if (!removeOthers) return;
  for (const schedule of await boss.getSchedules()) {
    if (scheduled.has(schedule.name)) continue;
    await boss.unschedule(schedule.name, schedule.key || undefined);
    log.info("background jobs: removed the schedule of a job no longer in the registry", { job: schedule.name });
  }
}

async function runJob(job: AnyJob, item: Job<object>): Promise<JobOutcome | null> {
  const started = performance.now();
  const context = { jobId: item.id, attempt: item.retryCount + 1, signal: item.signal };
  try {
    const outcome = await job.run(item.data ?? {}, context);
    const fields = {
      jobId: item.id,
      attempt: context.attempt,
      ms: Math.round(performance.now() - started),
      ...(outcome ?? {}),
    };
    // A sweep that found nothing to do every minute is not news.
    const didSomething = Object.values(outcome ?? {}).some((v) => typeof v === "number" && v > 0);
    if (didSomething) log.info(`background job ${job.name} done`, fields);
    else log.debug(`background job ${job.name} done`, fields);
    return outcome ?? null;
  } catch (err) {
    log.warn(`background job ${job.name} failed`, {
      jobId: item.id,
      attempt: context.attempt,
      retries: job.retry.limit,
      err,
    });
    throw err;
  }
}

/**
 * Runs `jobs` as this process's workers (the app's in-process workers, or `npm run worker`):
 * enqueueJob in this process then sends through the same instance.
 */
export function startProcessWorkers(options: RunnerOptions): Promise<JobRunner> {
  const existing = processBossSlot();
  if (existing) throw new Error(`this process already has background jobs (${existing.role})`);
  const runner = startJobRunner(options);
  const boss = runner.then((r) => r.boss);
  setProcessBoss({ role: "worker", boss, stop: (timeoutMs) => runner.then((r) => r.stop({ timeoutMs })) });
  // A runner that could not start is forgotten (the caller hears why from the promise returned);
  // its instance promise must not count as an unhandled rejection meanwhile.
  boss.catch(() => undefined);
  runner.catch(() => setProcessBoss(undefined));
  return runner;
}

/** Stops this process's jobs instance (workers or producer), waiting up to `timeoutMs` for jobs in hand. */
export async function stopProcessJobs(timeoutMs = 10_000): Promise<void> {
  const entry = processBossSlot();
  if (!entry) return;
  try {
    await entry.stop(timeoutMs);
  } catch (err) {
    log.warn("background jobs did not stop cleanly", { err });
  } finally {
    if (processBossSlot() === entry) setProcessBoss(undefined);
  }
}
