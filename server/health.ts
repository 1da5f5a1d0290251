import "server-only";
import { db as defaultDb } from "./db";
import type { Db } from "./db-client";
import { counterStoreHealth } from "./rate-limit";

/** True when the database answers a trivial query within `timeoutMs`. */
export async function databaseIsReachable({
  timeoutMs = 2000,
  db = defaultDb,
}: { timeoutMs?: number; db?: Db } = {}): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.$queryRaw`select 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export type HealthReport = {
  /** "degraded": the database answers but a dependency does not (limits that fail closed refuse meanwhile). */
  status: "ok" | "degraded" | "error";
  database: "ok" | "unreachable";
  checks: { database: "ok" | "down"; redis: "ok" | "down" | "not_configured" };
};

/** Every dependency's state, checked at once; each check is bounded, so the answer never waits long. */
export async function checkHealth(): Promise<HealthReport> {
  const [database, redis] = await Promise.all([databaseIsReachable(), counterStoreHealth()]);
  const status = !database ? "error" : redis === "down" ? "degraded" : "ok";
  return { status, database: database ? "ok" : "unreachable", checks: { database: database ? "ok" : "down", redis } };
}
