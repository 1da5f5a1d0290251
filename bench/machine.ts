// Where the machine's CPU goes during a measurement (Linux /proc; no figures elsewhere), and
// how many database transactions the app committed: the context a latency figure needs on a
// machine shared with other work.
import fs from "node:fs";
import os from "node:os";
import type { BenchContext } from "./context";

/** CPU milliseconds used so far by each process of a group, by pid. */
type ProcessTicks = Map<number, number>;
type CpuTicks = { at: number; machineBusy: number; self: number; app: ProcessTicks; db: ProcessTicks; ok: boolean };
export type CpuShare = {
  /** Share of the whole machine (all cores) used during the interval, in %. */
  machine: number;
  /** The bench process (load generator; for the ceiling runs also the bare server thread). */
  bench: number;
  /** The app: the Next.js process(es) this bench started. */
  app: number;
  /** PostgreSQL backends serving this bench's database. */
  db: number;
  /** Everything else on the machine (other jobs running at the same time). */
  other: number;
  /** CPU milliseconds spent per request by the app and by PostgreSQL. */
  appMsPerRequest?: number;
  dbMsPerRequest?: number;
};

const TICK_MS = 10; // USER_HZ is 100 on Linux

function readCpu(databaseName: string): CpuTicks {
  const self = process.cpuUsage();
  const base = {
    at: performance.now(),
    self: (self.user + self.system) / 1000,
    machineBusy: 0,
    app: new Map(),
    db: new Map(),
    ok: false,
  };
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((t, v) => t + v, 0);
    const procs = new Map<number, { ppid: number; ticks: number; comm: string }>();
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        procs.set(Number(entry), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]), comm });
      } catch {
        // the process ended meanwhile
      }
    }
    const app: ProcessTicks = new Map();
    const db: ProcessTicks = new Map();
    for (const [pid, p] of procs) {
      if (p.comm === "postgres") {
        try {
          if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(databaseName)) db.set(pid, p.ticks * TICK_MS);
        } catch {
          // ended meanwhile
        }
        continue;
      }
      // Descendants of this process other than PostgreSQL: the app under test.
      for (let up = p.ppid, hops = 0; up > 1 && hops < 20; up = procs.get(up)?.ppid ?? 0, hops++) {
        if (up === process.pid) {
          app.set(pid, p.ticks * TICK_MS);
          break;
        }
      }
    }
    return { ...base, machineBusy: (total - idle) * TICK_MS, app, db, ok: true };
  } catch {
    return base;
  }
}

/**
 * CPU milliseconds a group of processes used between two readings. A process that started in
 * between (or reused an ended one's pid) counts from zero; one that ended in between (a database
 * connection closed) is no longer listed, so its last interval is missed rather than subtracted.
 */
export function ticksBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let used = 0;
  for (const [pid, ticks] of after) {
    const earlier = before.get(pid) ?? 0;
    // A counter that went down belongs to a new process that reused the pid.
    used += ticks >= earlier ? ticks - earlier : ticks;
  }
  return used;
}

/** Starts measuring; the returned function gives the CPU shares since then. */
export function cpuMeter(databaseUrl: string): (requests?: number) => CpuShare | null {
  const name = new URL(databaseUrl).pathname.slice(1);
  const before = readCpu(name);
  return (requests) => {
    const after = readCpu(name);
    if (!before.ok || !after.ok) return null;
    const capacity = (after.at - before.at) * os.cpus().length;
    const pct = (v: number) => Math.round((v / capacity) * 1000) / 10;
    const machine = after.machineBusy - before.machineBusy;
    const self = after.self - before.self;
    const app = ticksBetween(before.app, after.app);
    const db = ticksBetween(before.db, after.db);
    return {
      machine: pct(machine),
      bench: pct(self),
      app: pct(app),
      db: pct(db),
      other: pct(Math.max(0, machine - self - app - db)),
      ...(requests
        ? {
            appMsPerRequest: Math.round((app / requests) * 100) / 100,
            dbMsPerRequest: Math.round((db / requests) * 100) / 100,
          }
        : {}),
    };
  };
}

export const cpuText = (c: CpuShare | null) =>
  c ? `machine ${c.machine}% (bench ${c.bench}%, app ${c.app}%, db ${c.db}%, other ${c.other}%)` : "n/a";

/**
 * Transactions committed in this bench's database so far. Every query the app runs outside
 * an interactive transaction is one, so the difference over a run divided by the requests
 * is about the number of database round trips per request. Backends publish their counts
 * within about a second of going idle, hence the pause.
 */
export async function dbTransactions(ctx: BenchContext): Promise<number> {
  await new Promise((r) => setTimeout(r, 1_500));
  const rows = await ctx.db.$queryRaw<
    { n: bigint }[]
  >`select (xact_commit + xact_rollback)::bigint as n from pg_stat_database where datname = current_database()`;
  return Number(rows[0]?.n ?? NaN);
}

/**
 * Starts counting the write-ahead log PostgreSQL writes, from a checkpoint, so that every page's
 * first change afterwards writes its full image, as after each checkpoint in production. The
 * returned function gives the bytes written since: the whole cluster's, as the bench runs alone.
 */
export async function walMeter(ctx: BenchContext): Promise<() => Promise<number>> {
  await ctx.db.$executeRawUnsafe("CHECKPOINT");
  const position = async () => {
    const [row] = await ctx.db.$queryRaw<{ bytes: string }[]>`
      SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS bytes`;
    return Number(row!.bytes);
  };
  const before = await position();
  return async () => (await position()) - before;
}
