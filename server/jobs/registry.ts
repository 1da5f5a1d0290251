import "server-only";
import type { Queue, ScheduleOptions, WorkOptions } from "pg-boss";

// What a background job is: a name, a handler, how it comes to run (a cron schedule, app code
// enqueueing it, or both) and what happens when it fails. One module per job defines it with
// defineJob (server/jobs/<name>.ts); server/jobs/all-jobs.ts lists them; the runner
// (./runner.ts) turns each into a pg-boss queue, its schedule and a worker. Pure: nothing here
// touches the database, so the policy is unit-tested (registry.test.ts).

/** What a handler gets besides its data. */
export type JobContext = {
  /** pg-boss's id of this job (the same across its retries). */
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** Aborted when the worker stops or the attempt runs past its expiry: long loops stop between items. */
  signal: AbortSignal;
};

/** What a handler may answer: figures for the log and the job's stored output, or nothing. */
export type JobOutcome = Record<string, number | string | boolean | null> | void;

export type RetryPolicy = {
  /** Retries after the first attempt; once they are spent the job is listed as failed (`npm run jobs -- failed`). */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Always on: each retry waits about twice as long as the one before (pg-boss adds jitter). */
  backoff: true;
  /** The longest wait between two attempts, in seconds. */
  maxDelaySeconds: number;
};

export type JobDefinition<Data extends object = Record<string, never>> = {
  /** The queue's name: `<area>.<verb>`, e.g. "mail.deliver". */
  name: string;
  /** One line for operators (`npm run jobs -- stats`). */
  summary: string;
  /** A cron expression (5 fields, evaluated in `timezone`): one pg-boss schedule per job. */
  schedule?: string;
  /** Who enqueues it with enqueueJob (./enqueue.ts), for jobs the app starts itself. */
  enqueuedBy?: string;
  retry: RetryPolicy;
  /** Seconds one attempt may run before pg-boss counts it as failed (and retries it). */
  expireInSeconds: number;
  /** Seconds between polls for new jobs when no NOTIFY wakes the worker (default 10). */
  pollingIntervalSeconds?: number;
  /** At most this many of one group's jobs (enqueued with `group`) run at once across every worker. */
  groupConcurrency?: number;
  run(data: Data, context: JobContext): Promise<JobOutcome>;
};

// The registry lists jobs of every data type; run() is only ever called with its own job's data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJob = JobDefinition<any>;

/** Cron expressions are read in Nigeria's time, so a daily digest at "0 18 * * *" goes out at 6 pm in Lagos. */
export const SCHEDULE_TIMEZONE = "Africa/Lagos";
/** pg-boss refuses expiries above 24 hours. */
const MAX_EXPIRE_SECONDS = 24 * 60 * 60;
const DEFAULT_POLLING_SECONDS = 10;
const NOTIFY_BACKSTOP_SECONDS = 15;

/** Declares a job; the checks are the ones `checkJobs` runs over the whole registry. */
export function defineJob<Data extends object = Record<string, never>>(job: JobDefinition<Data>): JobDefinition<Data> {
  const problems = jobProblems(job);
  if (problems.length) throw new Error(`job ${job.name}: ${problems.join("; ")}`);
  return job;
}

/** What is wrong with one definition (empty when nothing is). */
export function jobProblems(job: AnyJob): string[] {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9]*(\.[a-z][a-z0-9-]*)+$/.test(job.name))
    problems.push('name must look like "area.verb" (lower case, dots between parts)');
  if (!job.schedule && !job.enqueuedBy)
    problems.push("nothing runs it: give it a schedule or say who enqueues it (enqueuedBy)");
  if (job.schedule !== undefined && !isCron(job.schedule))
    problems.push(`schedule "${job.schedule}" is not a 5-field cron expression`);
  const { limit, delaySeconds, backoff, maxDelaySeconds } = job.retry;
  if (!Number.isInteger(limit) || limit < 0 || limit > 20)
    problems.push("retry.limit must be a whole number from 0 to 20");
  if (!Number.isInteger(delaySeconds) || delaySeconds < 1)
    problems.push("retry.delaySeconds must be a whole number of at least 1");
  if (backoff !== true) problems.push("retry.backoff must be true");
  if (!Number.isInteger(maxDelaySeconds) || maxDelaySeconds < delaySeconds)
    problems.push("retry.maxDelaySeconds must be a whole number of at least retry.delaySeconds");
  if (!Number.isInteger(job.expireInSeconds) || job.expireInSeconds < 1 || job.expireInSeconds > MAX_EXPIRE_SECONDS) {
    problems.push("expireInSeconds must be a whole number from 1 to 86400");
  }
  if (job.pollingIntervalSeconds !== undefined && !(job.pollingIntervalSeconds >= 0.5))
    problems.push("pollingIntervalSeconds must be at least 0.5");
  if (job.groupConcurrency !== undefined && !(Number.isInteger(job.groupConcurrency) && job.groupConcurrency >= 1))
    problems.push("groupConcurrency must be a whole number of at least 1");
  return problems;
}

/** Every problem of a registry: each job's own, and names used twice. */
export function checkJobs(jobs: readonly AnyJob[]): string[] {
  const problems = jobs.flatMap((job) => jobProblems(job).map((p) => `${job.name}: ${p}`));
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.name)) problems.push(`${job.name}: defined twice`);
    seen.add(job.name);
  }
  return problems;
}

const CRON_FIELD = /^(\*|\d+(-\d+)?)(\/\d+)?(,(\*|\d+(-\d+)?)(\/\d+)?)*$/;

/** Five fields of digits, ranges, lists, steps and stars: what the registry's schedules use (pg-boss parses them for real). */
export function isCron(expression: string): boolean {
  const fields = expression.trim().split(/\s+/);
  return fields.length === 5 && fields.every((f) => CRON_FIELD.test(f));
}

/**
 * The pg-boss queue of a job. `stately`: at most one job waiting and one running at a time
 * (per singleton key), so a burst of enqueues collapses into one waiting run, a run asked for
 * while one is going happens once it ends, and two workers never run the same job side by side.
 * `notify`: a new job wakes listening workers at once instead of at their next poll.
 */
export function queueOptions(job: AnyJob): Omit<Queue, "name"> {
  return {
    policy: "stately",
    retryLimit: job.retry.limit,
    retryDelay: job.retry.delaySeconds,
    retryBackoff: job.retry.backoff,
    retryDelayMax: job.retry.maxDelaySeconds,
    expireInSeconds: job.expireInSeconds,
    notify: true,
  };
}

/**
 * The options of a job's schedule. pg-boss runs at most one cron pass per interval across
 * every instance (a claim in the database) and files each occurrence under a singleton key and
 * a one-minute slot, so a tick becomes one job however many workers have the schedule; an
 * occurrence missed while nothing ran (a deploy) is sent once when the schedules resume.
 */
export function scheduleOptions(): ScheduleOptions {
  return { tz: SCHEDULE_TIMEZONE, missed: "once" };
}

/**
 * How a worker fetches a job's queue: one job at a time per process, and for a job with a
 * `groupConcurrency` no more of one group's running at once (pg-boss counts them in the
 * database, so across processes). While NOTIFY works, a new job wakes the worker and polling is
 * only the backstop that finds retries coming due (they send no NOTIFY), every
 * NOTIFY_BACKSTOP_SECONDS; without it, every pollingIntervalSeconds.
 */
export function workOptions(job: AnyJob): WorkOptions {
  const polling = job.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS;
  return {
    pollingIntervalSeconds: polling,
    notifyPollingIntervalSeconds: Math.max(polling, NOTIFY_BACKSTOP_SECONDS),
    batchSize: 1,
    localConcurrency: 1,
    ...(job.groupConcurrency ? { groupConcurrency: job.groupConcurrency } : {}),
  };
}
