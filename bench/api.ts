// API throughput: autocannon at 50 connections against four endpoints of the running app
// (the catalogue, one course, quiz start and quiz submit with one signed-in student per
// connection), and the same load against a bare node:http server answering the exact bytes
// the app returned for each endpoint from memory (the ceiling on this machine).
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { ms, percentileOfSorted, target, type BenchContext, type Section, type StartAnswer } from "./context";

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 3;
const CEILING_WARMUP_S = 1;

// ---- autocannon (CommonJS, no bundled types): the part of its API used here --------------

type CannonResult = {
  requests: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};
type CannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type CannonClient = {
  setRequests(requests: CannonRequest[]): void;
  /** Every answer: its status, its size and its latency in (fractional) milliseconds. */
  on(event: "response", listener: (status: number, bytes: number, latencyMs: number) => void): void;
};
type CannonOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeout?: number;
  setupClient?: (client: CannonClient) => void;
};
type Cannon = (opts: CannonOptions, cb: (err: Error | null, result: CannonResult) => void) => { stop(): void };

const autocannon = createRequire(import.meta.url)("autocannon") as Cannon;

function cannon(opts: CannonOptions): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

// ---- the ceiling: a bare node:http server on its own thread -----------------------------

type Canned = { method: string; path: string; status: number; contentType: string; body: string };

// Runs in a worker thread of this process, so the ceiling server has an event loop of its
// own (as the app has its own process) instead of sharing one with autocannon.
const BARE_SERVER = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const routes = new Map(workerData.responses.map((r) => [r.method + " " + r.path, { status: r.status, headers: { "content-type": r.contentType, "cache-control": "no-store", "content-length": Buffer.byteLength(r.body) }, body: Buffer.from(r.body) }]));
const server = http.createServer((req, res) => {
  const hit = routes.get(req.method + " " + req.url);
  req.resume();
  req.on("end", () => {
    if (!hit) { res.writeHead(404, { "content-length": 0 }); res.end(); return; }
    res.writeHead(hit.status, hit.headers);
    res.end(hit.body);
  });
});
server.keepAliveTimeout = 65000;
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
parentPort.on("message", (m) => { if (m === "close") server.close(() => process.exit(0)); });
`;

async function startBareServer(responses: Canned[]): Promise<{ url: string; close(): Promise<void> }> {
  const worker = new Worker(BARE_SERVER, { eval: true, workerData: { responses } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", (p: number) => resolve(p));
    worker.once("error", reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      worker.postMessage("close");
      await new Promise((r) => setTimeout(r, 100));
      await worker.terminate();
    },
  };
}

// ---- where the CPU goes (Linux /proc; empty figures elsewhere) ---------------------------

type CpuTicks = { at: number; machineBusy: number; self: number; app: number; db: number; ok: boolean };
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
  const base = { at: performance.now(), self: (self.user + self.system) / 1000, machineBusy: 0, app: 0, db: 0, ok: false };
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
    let app = 0;
    let db = 0;
    for (const [pid, p] of procs) {
      if (p.comm === "postgres") {
        try {
          if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(databaseName)) db += p.ticks;
        } catch {
          // ended meanwhile
        }
        continue;
      }
      // Descendants of this process other than PostgreSQL: the app under test.
      for (let up = p.ppid, hops = 0; up > 1 && hops < 20; up = procs.get(up)?.ppid ?? 0, hops++) {
        if (up === process.pid) {
          app += p.ticks;
          break;
        }
      }
    }
    return { ...base, machineBusy: (total - idle) * TICK_MS, app: app * TICK_MS, db: db * TICK_MS, ok: true };
  } catch {
    return base;
  }
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
    const app = after.app - before.app;
    const db = after.db - before.db;
    return {
      machine: pct(machine),
      bench: pct(self),
      app: pct(app),
      db: pct(db),
      other: pct(Math.max(0, machine - self - app - db)),
      ...(requests ? { appMsPerRequest: Math.round((app / requests) * 100) / 100, dbMsPerRequest: Math.round((db / requests) * 100) / 100 } : {}),
    };
  };
}

export const cpuText = (c: CpuShare | null) => (c ? `machine ${c.machine}% (bench ${c.bench}%, app ${c.app}%, db ${c.db}%, other ${c.other}%)` : "n/a");

/**
 * Transactions committed in this bench's database so far. Every query the app runs outside
 * an interactive transaction is one, so the difference over a run divided by the requests
 * is about the number of database round trips per request. Backends publish their counts
 * within about a second of going idle, hence the pause.
 */
export async function dbTransactions(ctx: BenchContext): Promise<number> {
  await new Promise((r) => setTimeout(r, 1_500));
  const rows = await ctx.db.$queryRaw<{ n: bigint }[]>`select (xact_commit + xact_rollback)::bigint as n from pg_stat_database where datname = current_database()`;
  return Number(rows[0]?.n ?? NaN);
}

// ---- endpoints --------------------------------------------------------------------------

type Endpoint = {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** Per-connection request (headers, body); connection i gets perConnection(i). */
  perConnection?: (i: number) => { headers: Record<string, string>; body?: string };
  /** Measured for context only: no target. */
  informational?: boolean;
  /** Its non-2xx answers are by design (said next to the count). */
  expectedStatus?: number;
};

/**
 * One autocannon run of `warmupS + durationS` seconds on the same 50 connections; the figures
 * are those of the answers that came back after the warm-up. The first second of a run is
 * reported apart: 50 connections opened at once reach a busy Node.js server one per event-loop
 * turn (libuv accepts a single connection per turn since 1.45), so the last of them waits
 * behind the others' requests for up to a second. That is a property of the burst of new
 * connections, not of the load at 50 of them, which is what the targets are about.
 */
async function load(baseUrl: string, endpoint: Endpoint, warmupS: number, durationS: number) {
  const { perConnection } = endpoint;
  let next = 0;
  const steady: number[] = [];
  const opening: number[] = [];
  const started = performance.now();
  const result = await cannon({
    url: baseUrl + endpoint.path,
    connections: CONNECTIONS,
    duration: warmupS + durationS,
    method: endpoint.method,
    timeout: 10,
    setupClient: (client) => {
      if (perConnection) {
        const { headers, body } = perConnection(next++ % CONNECTIONS);
        client.setRequests([{ method: endpoint.method, path: endpoint.path, headers, ...(body === undefined ? {} : { body }) }]);
      }
      client.on("response", (_status, _bytes, latencyMs) => {
        const at = performance.now() - started;
        if (at >= warmupS * 1000) steady.push(latencyMs);
        else if (at < 1000) opening.push(latencyMs);
      });
    },
  });
  const round = (v: number) => Math.round(v * 10) / 10;
  steady.sort((a, b) => a - b);
  opening.sort((a, b) => a - b);
  const at = (sorted: number[], p: number) => round(percentileOfSorted(sorted, p));
  return {
    rps: steady.length / durationS,
    total: steady.length,
    p50: at(steady, 50),
    p90: at(steady, 90),
    p99: at(steady, 99),
    max: at(steady, 100),
    firstSecond: { answers: opening.length, p99: at(opening, 99), max: at(opening, 100) },
    // Over the whole run, warm-up included.
    all: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
  };
}

async function capture(baseUrl: string, endpoint: Endpoint): Promise<Canned> {
  const req = endpoint.perConnection?.(0);
  const res = await fetch(baseUrl + endpoint.path, { method: endpoint.method, headers: req?.headers, body: req?.body });
  const body = await res.text();
  if (!res.ok && res.status !== endpoint.expectedStatus) throw new Error(`${endpoint.method} ${endpoint.path} answered ${res.status}: ${body.slice(0, 200)}`);
  return { method: endpoint.method, path: endpoint.path, status: res.status, contentType: res.headers.get("content-type") ?? "application/json", body };
}


async function startQuiz(baseUrl: string, quizId: string, token: string): Promise<StartAnswer> {
  const res = await fetch(`${baseUrl}/api/quizzes/${quizId}/start`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`quiz start answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as StartAnswer;
}

const submitBody = (s: StartAnswer) =>
  JSON.stringify({
    attempt_id: s.attempt.id,
    // A few answers, as a student who skipped some questions would send.
    answers: s.questions.slice(0, 4).map((q, i) => ({ question_id: q.id, selected_answer: q.options[i % q.options.length]! })),
    time_taken: 1,
  });


export async function measureApi(ctx: BenchContext): Promise<Section> {
  const course = await ctx.db.course.findFirstOrThrow({ where: { slug: "waec-mathematics-complete" }, select: { id: true } });
  const quiz = await ctx.db.quiz.findFirstOrThrow({ where: { slug: "commerce-trade" }, select: { id: true, maxAttempts: true } });
  if (quiz.maxAttempts !== null) throw new Error("commerce-trade must have no attempt limit for this benchmark");
  const students = await ctx.students(CONNECTIONS, "api");
  // A second set submits first, so the ceiling can answer the exact bytes of a stored result
  // without using the measured students' first submits.
  const sampleStudents = await ctx.students(CONNECTIONS, "api-sample");
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, "content-type": "application/json" });

  // One open attempt per student; start then returns it (what a reload does).
  ctx.log("api: starting one attempt per student");
  const started = await Promise.all(students.map((s) => startQuiz(ctx.baseUrl, quiz.id, s.token)));
  const sampleStarted = await Promise.all(sampleStudents.map((s) => startQuiz(ctx.baseUrl, quiz.id, s.token)));

  const startPath = `/api/quizzes/${quiz.id}/start`;
  const submitPath = `/api/quizzes/${quiz.id}/submit`;
  const endpoints: (Endpoint & { sample?: Endpoint["perConnection"] })[] = [
    { name: "GET /api/courses", method: "GET", path: "/api/courses" },
    // The same query past the front cache (a request saying no-cache): Next.js's route handler
    // answers it, from the app's own 5 s cache.
    {
      name: "GET /api/courses through Next.js (no-cache request)",
      method: "GET",
      path: "/api/courses",
      perConnection: () => ({ headers: { "cache-control": "no-cache" } }),
      informational: true,
    },
    // The framework floor: an /api path no handler claims (the catch-all's JSON 404, no database).
    { name: "GET /api/bench-floor (JSON 404, no database)", method: "GET", path: "/api/bench-floor", informational: true, expectedStatus: 404 },
    { name: "GET /api/courses/{id}", method: "GET", path: `/api/courses/${course.id}` },
    { name: "POST /api/quizzes/{id}/start", method: "POST", path: startPath, perConnection: (i) => ({ headers: { authorization: `Bearer ${students[i]!.token}` } }) },
    {
      name: "POST /api/quizzes/{id}/submit",
      method: "POST",
      path: submitPath,
      perConnection: (i) => ({ headers: auth(students[i]!.token), body: submitBody(started[i]!) }),
      sample: (i) => ({ headers: auth(sampleStudents[i]!.token), body: submitBody(sampleStarted[i]!) }),
    },
  ];

  // The exact bytes the app answers (the submit sample is a sample student's stored result).
  const sampleSubmit = endpoints.find((e) => e.sample)!;
  await Promise.all(sampleStudents.map((_, i) => fetch(ctx.baseUrl + submitPath, { method: "POST", ...sampleSubmit.sample!(i) }).then((r) => r.arrayBuffer())));
  const canned = await Promise.all(endpoints.map((e) => capture(ctx.baseUrl, e.sample ? { ...e, perConnection: e.sample } : e)));
  const bare = await startBareServer(canned);

  type Measured = Awaited<ReturnType<typeof load>>;
  const rows: { name: string; informational: boolean; expectedStatus?: number; app: Measured; ceiling: Measured; bytes: number; cpu: CpuShare | null; txPerRequest: number }[] = [];
  const loadBefore = os.loadavg();
  try {
    for (const [i, e] of endpoints.entries()) {
      ctx.log(`api: ${e.name} (${WARMUP_S} s of warm-up, then ${DURATION_S} s measured, on the same ${CONNECTIONS} connections)`);
      const txBefore = await dbTransactions(ctx);
      const meter = cpuMeter(ctx.databaseUrl);
      const app = await load(ctx.baseUrl, e, WARMUP_S, DURATION_S);
      // CPU and transactions over the whole run (warm-up included), per answer of the whole run.
      const cpu = meter(app.all);
      // Requests cut off at the end of the run may still have queried: a small overcount.
      const txPerRequest = ((await dbTransactions(ctx)) - txBefore - 1) / app.all;
      await new Promise((r) => setTimeout(r, 500));
      const ceiling = await load(bare.url, e, CEILING_WARMUP_S, DURATION_S);
      ctx.log(`api: ${e.name}: ${app.rps.toFixed(0)} req/s (ceiling ${ceiling.rps.toFixed(0)}), p50 ${app.p50} ms, p99 ${app.p99} ms (first second ${app.firstSecond.p99} ms), errors ${app.errors}, non-2xx ${app.non2xx}; CPU ${cpuText(cpu)}`);
      rows.push({ name: e.name, informational: e.informational ?? false, expectedStatus: e.expectedStatus, app, ceiling, bytes: Buffer.byteLength(canned[i]!.body), cpu, txPerRequest });
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await bare.close();
  }

  // Every measured student's attempt must have been submitted exactly once by the run.
  const submitted = await ctx.db.quizAttempt.count({ where: { quizId: quiz.id, studentId: { in: students.map((s) => s.id) }, submittedAt: { not: null } } });

  const ratio = (r: (typeof rows)[number]) => (r.app.rps / r.ceiling.rps) * 100;
  const catalogue = rows[0]!;
  return {
    title: `API throughput (autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s of warm-up and ${DURATION_S} s measured per endpoint)`,
    table: [
      ["endpoint", "response", "req/s", "p50", "p99", "first second: p99 / max", "errors / non-2xx", "bare node req/s", "bare p50 / p99", "ratio to ceiling", "CPU per request (app / db)", "db transactions per request"],
      ...rows.map((r) => [
        r.name,
        `${(r.bytes / 1024).toFixed(1)} KB`,
        r.app.rps.toFixed(0),
        ms(r.app.p50),
        ms(r.app.p99),
        `${ms(r.app.firstSecond.p99)} / ${ms(r.app.firstSecond.max)}`,
        `${r.app.errors} / ${r.app.non2xx}${r.expectedStatus ? ` (${r.expectedStatus} by design)` : ""}`,
        r.ceiling.rps.toFixed(0),
        `${ms(r.ceiling.p50)} / ${ms(r.ceiling.p99)}`,
        `${ratio(r).toFixed(1)}%`,
        r.cpu?.appMsPerRequest !== undefined ? `${r.cpu.appMsPerRequest.toFixed(2)} / ${(r.cpu.dbMsPerRequest ?? 0).toFixed(2)} ms` : "n/a",
        Number.isFinite(r.txPerRequest) ? r.txPerRequest.toFixed(1) : "n/a",
      ]),
    ],
    targets: [
      target("GET /api/courses throughput vs bare node", ratio(catalogue), ">=", 25, "%"),
      // Requests that failed or timed out have no latency: a run with any cannot pass on its p99.
      ...rows
        .filter((r) => !r.informational)
        .map((r) => target(`p99 ${r.name} at ${CONNECTIONS} connections`, r.app.errors + r.app.timeouts > 0 ? Number.NaN : r.app.p99, "<=", 100, "ms")),
    ],
    data: { connections: CONNECTIONS, duration_s: DURATION_S, warmup_s: WARMUP_S, endpoints: rows.map((r) => ({ ...r, ratio_percent: ratio(r) })), submit_attempts_finished: submitted },
    notes: [
      `autocannon (in the bench process), the app (${ctx.instances} Next.js server processes, as npm start runs them with WEB_CONCURRENCY=${ctx.instances}), PostgreSQL and the ceiling server share this machine's ${os.cpus().length} cores, and so does anything else running at the time; the CPU shares measured during each run are below.`,
      "GET /api/courses is answered by the front cache in front of Next.js (scripts/front-cache.mjs) once the first request has filled it, as every repeat of a public catalogue query is; the no-cache row sends the same query past it, to the route handler (which answers from the app's own 5 s cache, without the database). Neither informational row is a target.",
      "The JSON 404 row is what a Next.js route handler costs with no database work at all, the most any endpoint that reaches Next.js could get here.",
      "The ceiling is a bare node:http server on a worker thread of the bench process answering the exact bytes the app returned for each endpoint, under the same autocannon load.",
      `Each endpoint is one run on the same ${CONNECTIONS} connections: ${WARMUP_S} s of warm-up, then ${DURATION_S} s whose answers give req/s, p50 and p99 (the targets). The first second is shown apart: ${CONNECTIONS} connections opened at once reach a busy Node.js server one per event-loop turn (libuv accepts a single connection per turn since 1.45, libuv/libuv#3696), so the last ones wait behind the first ones' requests; behind a proxy or load balancer, which keeps its connections to the app open, students do not meet it. Errors and non-2xx count the whole run.`,
      `Quiz start: one student per connection; each student already has an open attempt, so start returns it (what a reload does). Quiz submit: each connection posts its own student's attempt; the first request of each connection scores it (in the warm-up), the rest get the stored result back (${submitted}/${CONNECTIONS} attempts finished). The exam rush below measures first submits.`,
      "GET /api/courses is the default query (first page of the catalogue).",
      "db transactions per request: transactions committed in the app's database during the run divided by the requests (each standalone query is one; an interactive transaction with several statements counts once).",
      "Errors are connection errors and timeouts; non-2xx are HTTP error answers. Latencies are autocannon's, per answer.",
      `CPU during each run (warm-up included; per request is per answer of the whole run), as a share of all ${os.cpus().length} cores (from /proc): ${rows.map((r) => `${r.name}: ${cpuText(r.cpu)}`).join("; ")}. "other" is work outside this benchmark (other jobs on the machine); load average before the runs ${loadBefore.map((l) => l.toFixed(1)).join(" / ")}, after ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}.`,
    ],
  };
}
