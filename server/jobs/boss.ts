import "server-only";
import { PgBoss, type ConstructorOptions } from "pg-boss";
import { log } from "../log";
import { queueOptions, type AnyJob } from "./registry";

// pg-boss on the app's own PostgreSQL (DATABASE_URL), in a schema of its own. A process holds
// at most one instance for its own work (processBoss): the workers' when it runs them, else a
// producer that only enqueues; tests and the operator command make others of their own.

/** pg-boss's tables live here, apart from the app's (Prisma never sees them). */
export const JOB_SCHEMA = "pgboss";

/**
 * What an instance is for. A worker runs handlers, schedules and pg-boss's maintenance and
 * listens for NOTIFY; a producer only enqueues (a web process with RUN_WORKERS=false); the
 * operator command reads and retries jobs.
 */
export type BossRole = "worker" | "producer" | "operator";

export function bossOptions(
  connectionString: string,
  role: BossRole,
  overrides: Partial<ConstructorOptions> = {},
): ConstructorOptions {
  const worker = role === "worker";
  return {
    connectionString,
    schema: JOB_SCHEMA,
    application_name: `examprep-jobs-${role}`,
    // Its own small pool beside Prisma's: polls, settles and schedules are short statements.
    max: worker ? 5 : 2,
    connectionTimeoutMillis: 5_000,
    // Installs or upgrades pg-boss's schema on first start (under an advisory lock, so several
    // processes starting together are safe); nothing to run by hand.
    migrate: true,
    supervise: worker,
    schedule: worker,
    useListenNotify: worker,
    registerInstance: role !== "operator",
    instanceName: `examprep-${role}`,
    ...overrides,
  };
}

/** A started pg-boss whose errors and warnings go to the app's log (an unheard "error" event would throw). */
export async function startBoss(options: ConstructorOptions): Promise<PgBoss> {
  const boss = new PgBoss(options);
  boss.on("error", (err) => log.error("background jobs: pg-boss error", { err }));
  boss.on("warning", (warning) => log.warn(`background jobs: ${warning.message}`, { data: warning.data }));
  await boss.start();
  return boss;
}

/** Creates the job's queue if it does not exist yet (as the registry says); an existing one is left as it is. */
export async function ensureQueue(boss: PgBoss, job: AnyJob): Promise<void> {
  await boss.createQueue(job.name, queueOptions(job));
}

/**
 * Creates the job's queue, or brings an existing one to the registry's retry policy and
 * expiry (pg-boss copies them onto each job when it is sent). A queue's policy cannot change
 * once made; a different one is reported, not fixed.
 */
export async function syncQueue(boss: PgBoss, job: AnyJob): Promise<void> {
  const { policy, ...options } = queueOptions(job);
  await boss.createQueue(job.name, { policy, ...options });
  const existing = await boss.getQueue(job.name);
  if (existing && existing.policy !== policy) {
    log.warn("background jobs: a queue has another policy than the registry says; delete it to recreate it", {
      queue: job.name,
      policy: existing.policy,
    });
  }
  await boss.updateQueue(job.name, options);
}

// One instance per process for the process's own work, on globalThis: Next.js bundles the
// instrumentation hook and the route handlers apart, and both must find the same one.
type ProcessBoss = {
  role: BossRole;
  boss: Promise<PgBoss>;
  /** Stops it, waiting up to `timeoutMs` for the jobs it is running. */
  stop(timeoutMs: number): Promise<void>;
};
const slot = Symbol.for("examprep.jobs.processBoss");
type WithSlot = { [slot]?: ProcessBoss };

export function processBossSlot(): ProcessBoss | undefined {
  return (globalThis as WithSlot)[slot];
}

export function setProcessBoss(entry: ProcessBoss | undefined): void {
  (globalThis as WithSlot)[slot] = entry;
}
