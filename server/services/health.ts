import "server-only";
import { db as defaultDb } from "../db";
import type { Db } from "../db-client";

/** True when the database answers a trivial query within `timeoutMs`. */
export async function databaseIsReachable({ timeoutMs = 2000, db = defaultDb }: { timeoutMs?: number; db?: Db } = {}): Promise<boolean> {
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
