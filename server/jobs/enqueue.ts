import "server-only";
import type { PgBoss } from "pg-boss";
import { env } from "../env";
import { bossOptions, processBossSlot, setProcessBoss, ensureQueue, startBoss } from "./boss";
import type { JobDefinition } from "./registry";

// App code starting a job: enqueueJob(mailDeliver) after the transaction that made work for
// it has committed. It goes through this process's pg-boss: the workers' own when they run
// here, else a producer started on first use. Workers listening anywhere are woken at once.

/** This process's instance: its workers' when it runs them, else a producer (started once). */
export function processBoss(): Promise<PgBoss> {
  const existing = processBossSlot();
  if (existing) return existing.boss;
  if (!env.DATABASE_URL) return Promise.reject(new Error("DATABASE_URL is not set: no background jobs"));
  const boss = startBoss(bossOptions(env.DATABASE_URL, "producer"));
  const entry = {
    role: "producer" as const,
    boss,
    stop: (timeoutMs: number) => boss.then((b) => b.stop({ graceful: true, timeout: timeoutMs })),
  };
  setProcessBoss(entry);
  // A producer that could not start (the database was down) is forgotten, so the next call tries again.
  boss.catch(() => {
    if (processBossSlot() === entry) setProcessBoss(undefined);
  });
  return boss;
}

// Queues this instance has made sure of: sending to a queue that does not exist fails, and a
// producer may be the first of the deployment to start.
const ensured = new WeakMap<PgBoss, Set<string>>();

/**
 * Enqueues `job` with `data`; resolves to the job's id, or null when the queue already has
 * one waiting (its policy keeps one: that run will do this work too). Jobs about one thing
 * each (a lesson's transcoding) pass a `singletonKey` naming it, so the queue keeps one waiting
 * per thing rather than one in all. A `group` (with the job's `groupConcurrency`) caps how many of
 * one owner's jobs run at once; a higher `priority` is fetched first (default 0). Rejects when
 * pg-boss cannot be reached.
 */
export async function enqueueJob<Data extends object>(
  job: JobDefinition<Data>,
  data?: Data,
  options: { singletonKey?: string; group?: { id: string }; priority?: number } = {},
): Promise<string | null> {
  const boss = await processBoss();
  const names = ensured.get(boss) ?? new Set<string>();
  ensured.set(boss, names);
  if (!names.has(job.name)) {
    await ensureQueue(boss, job);
    names.add(job.name);
  }
  return boss.send(job.name, data ?? null, {
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.group ? { group: options.group } : {}),
    ...(options.priority !== undefined ? { priority: options.priority } : {}),
  });
}
