import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { s3Configured } from "./config/env-schema";
import { STORAGE_DIR } from "./config/paths";
import { unrefClient } from "./db-notifications";
import { env } from "./env";
import { log } from "./log";

// Two embedded defaults hold only while one machine serves: rate-limit counters in the process
// without REDIS_URL (./rate-limit.ts), and files on the local disk without S3. Every app process
// on a database says, on a connection of its own held for its whole life, what it relies on:
// - counting in memory: a session advisory lock only one process can hold; a second process
//   (a cluster's, a replica on another machine) would give every limit twice over, so it is
//   refused;
// - the local disk: a shared advisory lock named after the disk (an id written once into the
//   storage folder); a process whose disk differs from one already serving is refused, since a
//   file uploaded to one machine would be missing on the other.

const NAMESPACE = 0x4550; // "EP": the first key of this module's two-key advisory locks
const COUNTERS = 1;
const CHECKING_DISKS = 2;

export const SECOND_PROCESS_NEEDS_REDIS =
  "Another app process already runs on this database without REDIS_URL: each would keep its own rate-limit counters and give every limit twice over. Set REDIS_URL on every app process (docs/scaling.md), or stop the other one.";
export const SECOND_DISK_NEEDS_S3 =
  "Another machine already serves this database with files on its own local disk: a file uploaded to one would be missing on the other. Configure S3 (S3_ENDPOINT, S3_BUCKET and its keys) on every machine (docs/scaling.md).";

/** The id of a local storage folder, made on first use. */
function diskId(dir: string): string {
  const file = path.join(dir, ".disk-id");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    try {
      const id = randomUUID();
      fs.writeFileSync(file, id, { flag: "wx" });
      return id;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

/** What a process relies on: the database, and whether it counts in memory and keeps files in `storageDir`. */
export type InstanceSetup = { databaseUrl: string | undefined; countsInMemory: boolean; storageDir: string | null };

const setupFromEnv = (): InstanceSetup => ({
  databaseUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
  countsInMemory: !env.REDIS_URL,
  storageDir: s3Configured(env) ? null : (env.STORAGE_DIR ?? STORAGE_DIR),
});

/**
 * Resolves when this process may serve as configured, with a function that lets go of its claim
 * (the process's end does that too); rejects with one of the messages above otherwise.
 */
export async function claimInstanceResources(setup: InstanceSetup = setupFromEnv()): Promise<() => Promise<void>> {
  const { databaseUrl: url, countsInMemory: counting, storageDir } = setup;
  const none = async () => undefined;
  if (!url || (!counting && !storageDir)) return none;
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    application_name: `examprep-instance-${process.pid}`,
  });
  try {
    await client.connect();
  } catch (err) {
    // No database yet: nothing else can serve from it either. The check is for processes that run side by side.
    log.warn("could not check what other app processes rely on", { err });
    return none;
  }
  client.on("error", () => undefined);
  try {
    if (counting) {
      const { rows } = await client.query<{ mine: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS mine", [
        NAMESPACE,
        COUNTERS,
      ]);
      if (!rows[0]?.mine) throw new Error(SECOND_PROCESS_NEEDS_REDIS);
    }
    if (storageDir) await claimDisk(client, hashDisk(diskId(storageDir)));
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
  // Held until the process ends. If the connection drops, the locks go with it: this process
  // keeps serving, and the next one to start is checked against the others still holding theirs.
  unrefClient(client);
  return () => client.end();
}

/** A disk's lock key: above this module's own keys. */
const hashDisk = (id: string) => 16 + Number.parseInt(id.replace(/-/g, "").slice(0, 7), 16);

async function claimDisk(client: pg.Client, disk: number): Promise<void> {
  await client.query("BEGIN");
  try {
    // One process checks at a time, so two machines starting together cannot both pass.
    await client.query("SELECT pg_advisory_xact_lock($1, $2)", [NAMESPACE, CHECKING_DISKS]);
    const { rows } = await client.query<{ others: number }>(
      `SELECT count(*)::int AS others FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND classid = $1 AND objsubid = 2 AND objid NOT IN ($2, $3, $4)`,
      [NAMESPACE, disk, COUNTERS, CHECKING_DISKS],
    );
    if ((rows[0]?.others ?? 0) > 0) throw new Error(SECOND_DISK_NEEDS_S3);
    await client.query("SELECT pg_advisory_lock_shared($1, $2)", [NAMESPACE, disk]);
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  }
}
