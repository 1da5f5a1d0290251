import "server-only";
import type { PgBoss } from "pg-boss";
import { JOB_SCHEMA } from "./boss";

// What `npm run jobs` shows an operator: failed jobs (to read and retry) and each queue's
// counts. pg-boss has no query for "failed jobs of every queue", so these read its job and
// queue tables (columns of its documented SQL interface) through its own connection.

export type FailedJob = {
  id: string;
  name: string;
  /** When its last attempt failed. */
  failedAt: Date;
  /** Attempts made, and the most it was allowed (the first plus its retries). */
  attempts: number;
  maxAttempts: number;
  /** The last attempt's error message. */
  error: string;
};

type FailedRow = {
  id: string;
  name: string;
  failed_at: Date;
  retry_count: number;
  retry_limit: number;
  error: string | null;
};

/** Failed jobs still kept (pg-boss deletes them a week after they failed), newest first. */
export async function listFailedJobs(
  boss: PgBoss,
  { limit = 50, name }: { limit?: number; name?: string } = {},
): Promise<FailedJob[]> {
  const { rows } = await boss.getDb().executeSql(
    `SELECT id::text, name, completed_on AS failed_at, retry_count, retry_limit,
            COALESCE(output->>'message', output::text) AS error
     FROM ${JOB_SCHEMA}.job
     WHERE state = 'failed' AND ($1::text IS NULL OR name = $1)
     ORDER BY completed_on DESC NULLS LAST, id
     LIMIT $2`,
    [name ?? null, limit],
  );
  return (rows as FailedRow[]).map((r) => ({
    id: r.id,
    name: r.name,
    failedAt: new Date(r.failed_at),
    // retry_count counts the retries that started: the first attempt plus those.
    attempts: r.retry_count + 1,
    maxAttempts: r.retry_limit + 1,
    error: r.error ?? "(no error recorded)",
  }));
}

export class JobNotRetryable extends Error {}

/** Gives a failed job one more attempt, as soon as a worker polls; throws JobNotRetryable if it is not a failed job. */
export async function retryFailedJob(boss: PgBoss, id: string): Promise<{ id: string; name: string }> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw new JobNotRetryable(`"${id}" is not a job id (a UUID, as \`failed\` lists them)`);
  const { rows } = await boss.getDb().executeSql(`SELECT name, state FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`, [id]);
  const job = rows[0] as { name: string; state: string } | undefined;
  if (!job) throw new JobNotRetryable(`No job ${id} (failed jobs are kept for a week)`);
  if (job.state !== "failed") throw new JobNotRetryable(`Job ${id} (${job.name}) is ${job.state}, not failed`);
  await boss.retry(job.name, id);
  const { rows: after } = await boss
    .getDb()
    .executeSql(`SELECT state FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`, [id]);
  if ((after[0] as { state: string } | undefined)?.state === "failed") {
    // The queue keeps one job waiting to retry (its policy), and one already is.
    throw new JobNotRetryable(
      `Job ${id} (${job.name}) could not be queued again: another ${job.name} job is already waiting to retry`,
    );
  }
  return { id, name: job.name };
}

export type QueueCounts = {
  name: string;
  /** Waiting to run (including retries waiting out their delay). */
  queued: number;
  active: number;
  failed: number;
  /** Completed and still kept (a week). */
  completed: number;
  lastCompletedAt: Date | null;
  schedule: string | null;
};

type CountsRow = {
  name: string;
  queued: string;
  active: string;
  failed: string;
  completed: string;
  last_completed_at: Date | null;
};

/** Every queue of the app (not pg-boss's own), with its job counts and schedule. */
export async function queueCounts(boss: PgBoss): Promise<QueueCounts[]> {
  const { rows } = await boss.getDb().executeSql(
    `SELECT q.name,
            count(j.id) FILTER (WHERE j.state IN ('created', 'retry')) AS queued,
            count(j.id) FILTER (WHERE j.state = 'active') AS active,
            count(j.id) FILTER (WHERE j.state = 'failed') AS failed,
            count(j.id) FILTER (WHERE j.state = 'completed') AS completed,
            max(j.completed_on) FILTER (WHERE j.state = 'completed') AS last_completed_at
     FROM ${JOB_SCHEMA}.queue q LEFT JOIN ${JOB_SCHEMA}.job j ON j.name = q.name
     WHERE q.name NOT LIKE '\\_\\_pgboss\\_\\_%'
     GROUP BY q.name ORDER BY q.name`,
  );
  const schedules = new Map((await boss.getSchedules()).map((s) => [s.name, `${s.cron} (${s.timezone})`]));
  return (rows as CountsRow[]).map((r) => ({
    name: r.name,
    queued: Number(r.queued),
    active: Number(r.active),
    failed: Number(r.failed),
    completed: Number(r.completed),
    lastCompletedAt: r.last_completed_at ? new Date(r.last_completed_at) : null,
    schedule: schedules.get(r.name) ?? null,
  }));
}
