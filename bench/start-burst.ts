// The rush at 9:00 on one process: 200 students press Start on a UTME paper within the same
// second, against one app process with the default pool of 10 connections (docker-compose's
// replicas are made of such processes). No start may fail, and afterwards every student must hold
// exactly one full sitting. Then each saves and submits, to measure what every request of a
// sitting costs. The process is started for this measurement alone, beside the bench's app, on
// the same database.
import { startApp, waitForHealth } from "../tests/support/app-processes";
import { latencySummary, ms, target, type BenchContext, type Section } from "./context";
import { cpuMeter, walMeter, type CpuShare } from "./machine";
import { openConnections, type Connections, type LoadRequest } from "./open-loop";
import { checkStarts, latencyStats, PAPER, planStarts, runStarts } from "./start-runs";

const STUDENTS = 200;
const WINDOW_MS = 1_000;
const P95_TARGET_MS = 1_000;
const WARM_STUDENTS = 40;
const SEED = 23;
const SAVES = 6;
const SAVE_SPREAD_MS = 12_000;
const SUBMIT_SPREAD_MS = 4_000;

type Phase = ReturnType<typeof latencySummary> & { cpu: CpuShare | null; walBytesPerRequest: number };

/**
 * Sends each request at its moment over `spreadMs`, open loop, and measures the app's and
 * PostgreSQL's CPU and the write-ahead log per request.
 */
async function phase(
  ctx: BenchContext,
  connections: Connections,
  requests: LoadRequest[],
  spreadMs: number,
): Promise<Phase> {
  const wal = await walMeter(ctx);
  const meter = cpuMeter(ctx.databaseUrl);
  const t0 = performance.now();
  const samples = await Promise.all(
    requests.map(async (req, i) => {
      const due = (i / requests.length) * spreadMs;
      await new Promise((r) => setTimeout(r, Math.max(0, due - (performance.now() - t0))));
      let error: string | undefined;
      try {
        const answer = await connections.request(req);
        if (answer.status < 200 || answer.status > 299) error = `${answer.status} ${answer.body.slice(0, 200)}`;
      } catch (err) {
        error = String(err);
      }
      return { ms: performance.now() - t0 - due, error };
    }),
  );
  const errors = [...new Set(samples.flatMap((s) => (s.error ? [s.error] : [])))];
  const kind = `${requests[0]?.method} ${requests[0]?.path.replace(/[^/]{20,}/, "{id}")}`;
  if (errors.length) ctx.log(`start burst: ${kind} answered ${errors.slice(0, 3).join("; ")}`);
  const cpu = meter(requests.length);
  return { ...latencySummary(samples), cpu, walBytesPerRequest: (await wal()) / requests.length };
}

export async function measureStartBurst(ctx: BenchContext): Promise<Section> {
  const port = Number(new URL(ctx.baseUrl).port) + 50;
  const url = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_PROFILE_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const app = startApp(
    "burst",
    port,
    { ...ctx.appEnv, APP_URL: url, WEB_CONCURRENCY: "1", DATABASE_POOL_MAX: "10" },
    { nodeFlags: profile },
  );
  try {
    await waitForHealth(`${url}/api/health`, app);
    const paper = await ctx.db.paper.findUniqueOrThrow({ where: { id: PAPER }, select: { sections: true } });
    const sectionSizes = Object.fromEntries(
      (paper.sections as { subject: string; questions: number }[]).map((s) => [s.subject, s.questions]),
    );
    const warmPlans = await planStarts(ctx, WARM_STUDENTS, 5_000, "burst-warm", SEED + 1);
    const plans = await planStarts(ctx, STUDENTS, WINDOW_MS, "burst", SEED);
    const connections = openConnections(url, STUDENTS, 60_000);
    try {
      ctx.log(`start burst: warming one process with ${WARM_STUDENTS} starts`);
      await runStarts(connections, warmPlans);
      ctx.log(`start burst: ${STUDENTS} students press Start within ${WINDOW_MS / 1000} s on one process`);
      const startWal = await walMeter(ctx);
      const began = performance.now();
      const startMeter = cpuMeter(ctx.databaseUrl);
      const { samples, maxInFlight } = await runStarts(connections, plans);
      const wallMs = performance.now() - began;
      const startCpu = startMeter(samples.length);
      const startWalBytes = (await startWal()) / samples.length;
      const stats = latencyStats(samples);
      const check = await checkStarts(ctx, plans, sectionSizes);
      const problems = check.missing + check.duplicated + check.wrong;

      // What the rest of a sitting costs: each student saves the paper's answers in six
      // autosaves, then submits; each request's CPU in the app and in PostgreSQL is what
      // docs/scaling.md multiplies out.
      const items = await ctx.db.$queryRaw<{ student_id: string; sitting_id: string; question_id: string }[]>`
        SELECT s.student_id, s.id AS sitting_id, si.question_id FROM sittings s JOIN sitting_items si ON si.sitting_id = s.id
        WHERE s.student_id = ANY(${plans.map((p) => p.studentId)}::text[]) ORDER BY s.id, si.number`;
      const bySitting = new Map<string, string[]>();
      for (const row of items)
        bySitting.set(row.sitting_id, [...(bySitting.get(row.sitting_id) ?? []), row.question_id]);
      const tokenOf = new Map(plans.map((p) => [p.studentId, p.token]));
      const studentOf = new Map(items.map((r) => [r.sitting_id, r.student_id]));
      const auth = (sittingId: string) => ({
        authorization: `Bearer ${tokenOf.get(studentOf.get(sittingId)!)}`,
        "content-type": "application/json",
      });
      const saves: LoadRequest[] = [];
      for (let k = 0; k < SAVES; k++) {
        for (const [sittingId, questions] of bySitting) {
          const part = questions.slice(
            Math.floor((k * questions.length) / SAVES),
            Math.floor(((k + 1) * questions.length) / SAVES),
          );
          saves.push({
            method: "PUT",
            path: `/api/sittings/${sittingId}/answers`,
            headers: auth(sittingId),
            body: JSON.stringify({ answers: Object.fromEntries(part.map((q, j) => [q, "ABCD"[j % 4]])) }),
          });
        }
      }
      ctx.log(`start burst: ${saves.length} autosaves over ${SAVE_SPREAD_MS / 1000} s`);
      const saved = await phase(ctx, connections, saves, SAVE_SPREAD_MS);
      const submits: LoadRequest[] = [...bySitting.keys()].map((id) => ({
        method: "POST",
        path: `/api/sittings/${id}/submit`,
        headers: auth(id),
        body: "{}",
      }));
      ctx.log(`start burst: ${submits.length} submits over ${SUBMIT_SPREAD_MS / 1000} s`);
      const submitted = await phase(ctx, connections, submits, SUBMIT_SPREAD_MS);
      const costRow = (
        name: string,
        p: { requests: number; errors: number; p50: number; p95: number },
        cpu: CpuShare | null,
        walBytes: number,
      ) => [
        name,
        p.requests,
        ms(p.p50),
        ms(p.p95),
        p.errors,
        cpu?.appMsPerRequest !== undefined ? ms(cpu.appMsPerRequest) : "n/a",
        cpu?.dbMsPerRequest !== undefined ? ms(cpu.dbMsPerRequest) : "n/a",
        `${(walBytes / 1024).toFixed(1)} KB`,
      ];
      ctx.log(
        `start burst: p50 ${ms(stats.p50)} p95 ${ms(stats.p95)} max ${ms(stats.max)}, errors ${stats.errors}, problems ${problems}`,
      );
      return {
        title: `Start burst (${STUDENTS} UTME starts within ${WINDOW_MS / 1000} s on one process, pool of 10)`,
        table: [
          [
            "requests",
            "count",
            "p50",
            "p95",
            "errors",
            "app CPU per request",
            "PostgreSQL CPU per request",
            "WAL per request",
          ],
          costRow("start (the burst)", stats, startCpu, startWalBytes),
          costRow("autosave (30 answers)", saved, saved.cpu, saved.walBytesPerRequest),
          costRow("submit", submitted, submitted.cpu, submitted.walBytesPerRequest),
          ["students without one full sitting", problems, "", "", "", "", "", ""],
        ],
        targets: [
          target("Start burst p95 (200 starts in one second, one process)", stats.p95, "<=", P95_TARGET_MS, "ms"),
          target(
            "Start burst errors (starts, autosaves and submits)",
            stats.errors + saved.errors + submitted.errors,
            "<=",
            0,
          ),
          target("Start burst students without exactly one full sitting", problems, "<=", 0),
        ],
        data: {
          students: STUDENTS,
          window_ms: WINDOW_MS,
          wall_ms: wallMs,
          max_in_flight: maxInFlight,
          ...stats,
          start_cpu: startCpu,
          start_wal_bytes: startWalBytes,
          check,
          saves: saved,
          submits: submitted,
        },
        notes: [
          `${STUDENTS} bench students, each with a live session, start a UTME sitting in exam mode (English and three subjects of their own) at seeded Poisson moments within ${WINDOW_MS / 1000} s, over ${STUDENTS} keep-alive connections to one app process (WEB_CONCURRENCY=1, DATABASE_POOL_MAX=10), after ${WARM_STUDENTS} warm-up starts. Latency counts from the moment a start was due to its whole answer read; at most ${maxInFlight} were in flight.`,
          `Then every student saves the paper's answers in ${SAVES} autosaves (PUT /api/sittings/{id}/answers, 30 answers each), spread evenly over ${SAVE_SPREAD_MS / 1000} s, and submits, spread over ${SUBMIT_SPREAD_MS / 1000} s. CPU per request is the app's processes' and this database's PostgreSQL backends' CPU time over a phase divided by its requests (bench/machine.ts); WAL per request is the write-ahead log PostgreSQL wrote over a phase begun at a checkpoint (so each page's first change writes its full image, as after every checkpoint in production), divided by its requests. docs/scaling.md multiplies these out.`,
        ],
      };
    } finally {
      await connections.close();
    }
  } finally {
    const logged = app
      .output()
      .split("\n")
      .filter((line) => /error/i.test(line));
    if (logged.length)
      ctx.log(`start burst: the app logged ${logged.length} errors, the first: ${logged[0]!.slice(0, 1000)}`);
    await app.stop();
  }
}
