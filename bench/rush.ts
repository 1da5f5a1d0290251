// Exam rush: 5,000 students start and submit the same quiz within one minute. An open-loop
// schedule begins the student flows evenly over 60 s (a flow is POST start, a think time of
// 0–2 s, then POST submit with an answer for every question) through a pool of 256
// keep-alive connections. Afterwards the database must hold exactly one finished attempt
// per student. A short warm-up by other students comes first (see WARM_STUDENTS).
import { randomInt } from "node:crypto";
import os from "node:os";
import { Agent, request } from "undici";
import { cpuMeter, cpuText, dbTransactions } from "./api";
import { ms, percentile, percentileOfSorted, target, type BenchContext, type Section, type StartAnswer } from "./context";

const STUDENTS = 5_000;
const WINDOW_MS = 60_000;
const CONNECTIONS = 256;
const THINK_MAX_MS = 2_000;
// A server in exam season has been serving for hours: before the measured minute, other
// students take the quiz at half the rush's rate for 15 s (JIT, connection pools, caches).
const WARM_STUDENTS = 600;
const WARM_MS = 15_000;

type Phase = "start" | "submit";
type Sample = { phase: Phase; ms: number; status: number; error?: string; /** When it was sent, ms after the first flow began. */ at: number };

export async function measureExamRush(ctx: BenchContext): Promise<Section> {
  const quiz = await ctx.db.quiz.findFirstOrThrow({ where: { slug: "english-lexis-structure" }, select: { id: true, maxAttempts: true, _count: { select: { questions: true } } } });
  if (quiz.maxAttempts !== null) throw new Error("english-lexis-structure must have no attempt limit for this benchmark");
  ctx.log(`rush: creating ${STUDENTS} students`);
  const students = await ctx.students(STUDENTS, "rush");
  const warmStudents = await ctx.students(WARM_STUDENTS, "rush-warm");

  const agent = new Agent({ connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: 60_000, bodyTimeout: 60_000 });
  const startUrl = `${ctx.baseUrl}/api/quizzes/${quiz.id}/start`;
  const submitUrl = `${ctx.baseUrl}/api/quizzes/${quiz.id}/submit`;
  const samples: Sample[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let maxLag = 0;
  let t0 = 0;

  async function call(phase: Phase, url: string, token: string, body?: string): Promise<unknown> {
    const began = performance.now();
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const res = await request(url, {
        method: "POST",
        dispatcher: agent,
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        body,
      });
      const text = await res.body.text();
      const sample: Sample = { phase, ms: performance.now() - began, status: res.statusCode, at: began - t0 };
      if (res.statusCode < 200 || res.statusCode > 299) {
        sample.error = `${res.statusCode} ${text.slice(0, 160)}`;
        samples.push(sample);
        return null;
      }
      samples.push(sample);
      return JSON.parse(text) as unknown;
    } catch (err) {
      samples.push({ phase, ms: performance.now() - began, status: 0, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err), at: began - t0 });
      return null;
    } finally {
      inFlight--;
    }
  }

  async function flow(student: (typeof students)[number]): Promise<void> {
    const started = (await call("start", startUrl, student.token)) as StartAnswer | null;
    if (!started) return;
    await new Promise((r) => setTimeout(r, randomInt(THINK_MAX_MS + 1)));
    const answers = started.questions.map((q) => ({ question_id: q.id, selected_answer: q.options[randomInt(q.options.length)]! }));
    await call("submit", submitUrl, student.token, JSON.stringify({ attempt_id: started.attempt.id, answers, time_taken: 1 }));
  }

  /** Open loop: flow i begins at i × (window / n) whatever the earlier flows are doing. */
  async function schedule(of: typeof students, windowMs: number): Promise<Promise<void>[]> {
    const interval = windowMs / of.length;
    t0 = performance.now();
    const flows: Promise<void>[] = [];
    let launched = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (launched < of.length && t0 + launched * interval <= now) {
          maxLag = Math.max(maxLag, now - (t0 + launched * interval));
          flows.push(flow(of[launched]!));
          launched++;
        }
        if (launched < of.length) setTimeout(tick, Math.max(0, t0 + launched * interval - performance.now()));
        else resolve();
      };
      tick();
    });
    return flows;
  }

  ctx.log(`rush: warming up with ${WARM_STUDENTS} flows over ${WARM_MS / 1000} s`);
  await Promise.all(await schedule(warmStudents, WARM_MS));
  const warmSamples = samples.splice(0);
  maxLag = 0;
  maxInFlight = 0;
  await new Promise((r) => setTimeout(r, 2_000));

  ctx.log(`rush: ${STUDENTS} student flows over ${WINDOW_MS / 1000} s through ${CONNECTIONS} connections`);
  const interval = WINDOW_MS / STUDENTS;
  const txBefore = await dbTransactions(ctx);
  const loadBefore = os.loadavg();
  const meter = cpuMeter(ctx.databaseUrl);
  const flows = await schedule(students, WINDOW_MS);
  const launchedAt = performance.now() - t0;
  const progress = setInterval(() => ctx.log(`rush: ${samples.length} requests done, ${inFlight} in flight`), 10_000);
  try {
    await Promise.all(flows);
  } finally {
    clearInterval(progress);
  }
  const wallMs = performance.now() - t0;
  const cpu = meter(STUDENTS * 2);
  await agent.close();
  const txPerRequest = ((await dbTransactions(ctx)) - txBefore - 1) / samples.length;

  // What the database holds for these students and this quiz.
  const ids = students.map((s) => s.id);
  const perStudent = await ctx.db.quizAttempt.groupBy({ by: ["studentId"], where: { quizId: quiz.id, studentId: { in: ids } }, _count: { _all: true } });
  const finished = await ctx.db.quizAttempt.count({ where: { quizId: quiz.id, studentId: { in: ids }, submittedAt: { not: null } } });
  const attempts = perStudent.reduce((t, r) => t + r._count._all, 0);
  const duplicates = perStudent.reduce((t, r) => t + Math.max(0, r._count._all - 1), 0);
  const studentsWithAttempt = perStudent.length;
  const lostOrDuplicated = Math.abs(finished - STUDENTS) + duplicates;

  const phases: ("start" | "submit" | "all")[] = ["start", "submit", "all"];
  const stats = phases.map((phase) => {
    const of = samples.filter((s) => phase === "all" || s.phase === phase);
    const lat = of.map((s) => s.ms);
    return {
      phase,
      requests: of.length,
      p50: percentile(lat, 50),
      p95: percentile(lat, 95),
      p99: percentile(lat, 99),
      max: lat.length ? Math.max(...lat) : NaN,
      errors: of.filter((s) => s.error !== undefined).length,
    };
  });
  const all = stats[2]!;
  const errorKinds = new Map<string, number>();
  for (const s of samples) if (s.error) errorKinds.set(`${s.phase}: ${s.error.slice(0, 120)}`, (errorKinds.get(`${s.phase}: ${s.error.slice(0, 120)}`) ?? 0) + 1);
  const topErrors = [...errorKinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const warmLatencies = warmSamples.map((x) => x.ms).sort((a, b) => a - b);
  const warm = { students: WARM_STUDENTS, window_ms: WARM_MS, p50: percentileOfSorted(warmLatencies, 50), p99: percentileOfSorted(warmLatencies, 99), errors: warmSamples.filter((x) => x.error).length };
  // Latency over the minute, by when requests were sent: shows warm-up and stalls.
  const windows = Array.from({ length: Math.ceil(wallMs / 10_000) }, (_, i) => {
    const lat = samples.filter((x) => x.at >= i * 10_000 && x.at < (i + 1) * 10_000).map((x) => x.ms);
    return { from_s: i * 10, requests: lat.length, p50: percentile(lat, 50), p99: percentile(lat, 99) };
  }).filter((w) => w.requests > 0);
  const completedFlows = samples.filter((s) => s.phase === "submit" && !s.error).length;
  ctx.log(`rush: ${all.requests} requests in ${(wallMs / 1000).toFixed(1)} s, p99 ${all.p99.toFixed(0)} ms, errors ${all.errors}, finished attempts ${finished}, duplicates ${duplicates}`);

  return {
    title: `Exam rush (${STUDENTS.toLocaleString("en")} students start and submit within ${WINDOW_MS / 1000} s)`,
    table: [
      ["phase", "requests", "p50", "p95", "p99", "max", "errors"],
      ...stats.map((s) => [s.phase, s.requests, ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max), s.errors]),
      ["throughput", `${(all.requests / (wallMs / 1000)).toFixed(0)} req/s`, `${(completedFlows / (wallMs / 1000)).toFixed(1)} students/s`, "", "", "", ""],
      ["wall time", `${(wallMs / 1000).toFixed(1)} s`, `(schedule ${WINDOW_MS / 1000} s)`, "", "", "", ""],
      ["database", `${finished} finished`, `${attempts} attempts`, `${studentsWithAttempt} students`, `${duplicates} duplicates`, "", ""],
    ],
    targets: [
      target("Exam rush errors", all.errors, "<=", 0),
      target("Exam rush lost or duplicated attempts", lostOrDuplicated, "<=", 0),
      target("Exam rush p99", all.p99, "<=", 500, "ms"),
    ],
    data: {
      students: STUDENTS,
      window_ms: WINDOW_MS,
      connections: CONNECTIONS,
      think_ms: [0, THINK_MAX_MS],
      wall_ms: wallMs,
      launched_by_ms: launchedAt,
      max_launch_lag_ms: maxLag,
      max_in_flight: maxInFlight,
      cpu,
      db_transactions_per_request: txPerRequest,
      phases: stats,
      windows,
      warm_up: warm,
      database: { finished, attempts, students_with_attempt: studentsWithAttempt, duplicates, lost_or_duplicated: lostOrDuplicated },
      errors: Object.fromEntries(topErrors),
    },
    notes: [
      `Open loop: flow i begins at i × ${interval} ms whatever earlier flows are doing; latency counts from the moment the request is handed to the client pool (${CONNECTIONS} keep-alive connections, undici), so waiting for a free connection is included. Largest launch lag ${ms(maxLag)}; at most ${maxInFlight} requests in flight.`,
      `Wall time ${(wallMs / 1000).toFixed(1)} s from the first start to the last submit (the schedule alone spans ${WINDOW_MS / 1000} s plus up to ${THINK_MAX_MS / 1000} s of think time).`,
      `Before the measured minute, ${WARM_STUDENTS} other students took the quiz over ${WARM_MS / 1000} s (half the rush's rate) to warm the server up, as hours of serving would: their p50 / p99 ${ms(warm.p50)} / ${ms(warm.p99)}, ${warm.errors} errors (not counted above).`,
      `p50 / p99 by the 10 s in which requests were sent: ${windows.map((w) => `${w.from_s}–${w.from_s + 10} s ${ms(w.p50)} / ${ms(w.p99)}`).join("; ")}.`,
      `Each submit answers all ${quiz._count.questions} questions with option texts from the start answer.`,
      `The load generator runs in the bench process on the same cores as the app and PostgreSQL. CPU over the rush: ${cpuText(cpu)}${cpu?.appMsPerRequest !== undefined ? `; per request: app ${cpu.appMsPerRequest} ms, db ${cpu.dbMsPerRequest} ms` : ""}; ${txPerRequest.toFixed(1)} database transactions per request (each standalone query is one). Load average before ${loadBefore.map((l) => l.toFixed(1)).join(" / ")}, after ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}.`,
      ...topErrors.map(([k, n]) => `Error ×${n}: ${k}`),
    ],
  };
}
