// Exam rush: 5,000 students arrive over one minute (Poisson arrivals) and each sits the same
// quiz as the quiz page does: start, answer the questions one by one over a sitting of 90–120 s,
// save the answers given since the last save every 30 s (PUT …/answers), then submit with every
// answer. Each request leaves when its student's clock says so, whatever the server is doing
// (open loop), and its latency counts from then. Afterwards the database must hold, for every
// student, exactly one submitted attempt holding their answers and scored from them. It runs as
// operators deploy it (docker-compose.yml): three app processes of their own on the bench's
// database and Redis, behind a round-robin proxy that reports each client in X-Forwarded-For.
import os from "node:os";
import path from "node:path";
import { autosaveTimes, peakArrivals, poissonArrivals, seededRandom } from "./arrivals";
import { latencySummary, ms, percentile, target, type BenchContext, type Section, type StartAnswer } from "./context";
import { appStallMeter, appStallsText } from "./app-stalls";
import { cpuMeter, cpuText, dbTransactions } from "./machine";
import { pauseMeter, pausesText } from "./machine-pauses";
import { openConnections, type Connections, type LoadRequest } from "./open-loop";
import { startApp, startRoundRobinProxy, waitForHealth, type RunningProcess } from "../tests/support/app-processes";

const STUDENTS = 5_000;
const ARRIVAL_WINDOW_MS = 60_000;
const SITTING_MS: [number, number] = [90_000, 120_000];
const AUTOSAVE_EVERY_MS = 30_000;
const CONNECTIONS = 256;
const P99_TARGET_MS = 300;
// A server in exam season has been serving for a while: other students take the quiz first
// (start, save, submit at once) to warm up its JIT, pools and caches.
const WARM_STUDENTS = 300;
const WARM_WINDOW_MS = 10_000;
const SEED = 18;
const PROCESSES = Number(process.env.BENCH_RUSH_PROCESSES ?? 3);

type Kind = "start" | "save" | "submit";
type Sample = {
  kind: Kind;
  ms: number;
  status: number;
  error?: string;
  /** When it was due, ms after the first arrival could be. */ dueMs: number;
};
type Student = { id: string; token: string };
/**
 * What one student does: when they arrive and sit, and which option they pick for each question
 * in the order the start answer lists them; `chosen` records the option texts sent, by question.
 */
type Sitting = { student: Student; arriveMs: number; sittingMs: number; picks: number[]; chosen: Map<string, string> };

/** Plans every student's sitting from one seed. */
function planSittings(students: Student[], questionCount: number, windowMs: number, seed: number): Sitting[] {
  const random = seededRandom(seed);
  const arrivals = poissonArrivals(students.length, windowMs, random);
  return students.map((student, i) => ({
    student,
    arriveMs: arrivals[i]!,
    sittingMs: SITTING_MS[0] + random() * (SITTING_MS[1] - SITTING_MS[0]),
    picks: Array.from({ length: questionCount }, () => Math.floor(random() * 4)),
    chosen: new Map(),
  }));
}

class Rush {
  readonly samples: Sample[] = [];
  inFlight = 0;
  maxInFlight = 0;
  private t0 = 0;

  constructor(
    private readonly connections: Connections,
    private readonly quizId: string,
  ) {}

  /** Runs every sitting on its own clock and resolves when all are over. */
  async run(sittings: Sitting[], compress = false): Promise<void> {
    this.t0 = performance.now();
    await Promise.all(sittings.map((s) => this.sit(s, compress)));
  }

  private at(dueMs: number) {
    return new Promise((r) => setTimeout(r, Math.max(0, dueMs - (performance.now() - this.t0))));
  }

  private async send(kind: Kind, dueMs: number, req: LoadRequest): Promise<unknown> {
    await this.at(dueMs);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const sample: Sample = { kind, ms: 0, status: 0, dueMs };
    try {
      const { status, body } = await this.connections.request(req);
      sample.status = status;
      if (status < 200 || status > 299) sample.error = `${status} ${body.slice(0, 160)}`;
      return sample.error ? null : (JSON.parse(body) as unknown);
    } catch (err) {
      sample.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      return null;
    } finally {
      sample.ms = performance.now() - this.t0 - dueMs;
      this.samples.push(sample);
      this.inFlight--;
    }
  }

  /**
   * One student's sitting. The questions are answered at even steps through the sitting; each
   * autosave sends those answered since the last one. `compress` (the warm-up) does it all at once.
   */
  private async sit({ student, arriveMs, sittingMs, picks, chosen }: Sitting, compress: boolean): Promise<void> {
    const auth = { authorization: `Bearer ${student.token}` };
    const json = { ...auth, "content-type": "application/json" };
    const started = (await this.send("start", arriveMs, {
      method: "POST",
      path: `/api/quizzes/${this.quizId}/start`,
      headers: auth,
    })) as StartAnswer | null;
    if (!started) return;
    const questions = started.questions;
    const answeredBy = (ms: number) =>
      questions.filter((_, j) => ((j + 1) / (questions.length + 1)) * sittingMs <= ms).length;
    const answer = (j: number) => {
      const q = questions[j]!;
      const text = q.options[picks[j]! % q.options.length]!;
      chosen.set(q.id, text);
      return { question_id: q.id, selected_answer: text };
    };
    const saves = compress ? [arriveMs] : autosaveTimes(arriveMs, sittingMs, AUTOSAVE_EVERY_MS);
    let saved = 0;
    for (const dueMs of saves) {
      const upTo = compress ? questions.length : answeredBy(dueMs - arriveMs);
      if (upTo === saved) continue;
      const batch = Array.from({ length: upTo - saved }, (_, k) => answer(saved + k));
      const ok = await this.send("save", dueMs, {
        method: "PUT",
        path: `/api/quizzes/${this.quizId}/attempts/${started.attempt.id}/answers`,
        headers: json,
        body: JSON.stringify({ answers: batch }),
      });
      if (!ok) return;
      saved = upTo;
    }
    const submitAt = compress ? arriveMs : arriveMs + sittingMs;
    const body = JSON.stringify({
      attempt_id: started.attempt.id,
      answers: questions.map((_, j) => answer(j)),
      time_taken: Math.ceil(sittingMs / 60_000),
    });
    await this.send("submit", submitAt, {
      method: "POST",
      path: `/api/quizzes/${this.quizId}/submit`,
      headers: json,
      body,
    });
  }
}

/** Checks the database against the plan: one submitted attempt per student, holding their picks and scored from them. */
async function verify(ctx: BenchContext, quizId: string, sittings: Sitting[]) {
  const questions = await ctx.db.question.findMany({
    where: { quizId },
    select: { id: true, correctIndex: true, options: true },
  });
  // A quiz attempt is a sitting of the quiz; its saved answers are option letters.
  const attempts = await ctx.db.sitting.findMany({
    where: { quizId, studentId: { in: sittings.map((s) => s.student.id) } },
    select: { studentId: true, submittedAt: true, answers: true, correctCount: true },
  });
  const byStudent = new Map<string, typeof attempts>();
  for (const a of attempts) byStudent.set(a.studentId, [...(byStudent.get(a.studentId) ?? []), a]);
  let lost = 0;
  let duplicated = 0;
  let wrongAnswers = 0;
  let wrongScore = 0;
  for (const s of sittings) {
    const mine = byStudent.get(s.student.id) ?? [];
    const submitted = mine.filter((a) => a.submittedAt !== null);
    if (submitted.length === 0) lost++;
    duplicated += Math.max(0, mine.length - 1);
    const attempt = submitted[0];
    if (!attempt) continue;
    const saved = (attempt.answers ?? {}) as Record<string, string>;
    let expectedCorrect = 0;
    let matches = s.chosen.size === questions.length;
    for (const q of questions) {
      const pick = (q.options as string[]).indexOf(s.chosen.get(q.id) ?? "");
      if (pick < 0 || saved[q.id] !== String.fromCharCode(65 + pick)) matches = false;
      if (pick === q.correctIndex) expectedCorrect++;
    }
    if (!matches) wrongAnswers++;
    if (attempt.correctCount !== expectedCorrect) wrongScore++;
  }
  return { attempts: attempts.length, lost, duplicated, wrongAnswers, wrongScore };
}

const stats = (samples: Sample[]) => latencySummary(samples);

export async function measureExamRush(ctx: BenchContext): Promise<Section> {
  const quiz = await ctx.db.quiz.findFirstOrThrow({
    where: { slug: "english-lexis-structure" },
    select: { id: true, maxAttempts: true, timeLimit: true, _count: { select: { questions: true } } },
  });
  if (quiz.maxAttempts !== null)
    throw new Error("english-lexis-structure must have no attempt limit for this benchmark");
  if (quiz.timeLimit !== null && quiz.timeLimit * 60_000 <= SITTING_MS[1])
    throw new Error("english-lexis-structure's time limit must outlast the longest sitting");
  ctx.log(`rush: creating ${STUDENTS} students with sessions`);
  const students = await ctx.students(STUDENTS, "rush");
  const warmStudents = await ctx.students(WARM_STUDENTS, "rush-warm");
  const sittings = planSittings(students, quiz._count.questions, ARRIVAL_WINDOW_MS, SEED);
  const firstPort = Number(new URL(ctx.baseUrl).port) + 60;
  const apps: RunningProcess[] = Array.from({ length: PROCESSES }, (_, i) =>
    startApp(
      `rush-${i + 1}`,
      firstPort + i,
      {
        ...ctx.appEnv,
        WEB_CONCURRENCY: "1",
        TRUST_PROXY: "1",
        RUN_WORKERS: "false",
        ...(ctx.probeDir ? { BENCH_PROBE_DIR: ctx.probeDir } : {}),
      },
      { preloads: [path.resolve("bench/app-probe.ts")] },
    ),
  );
  await Promise.all(apps.map((app, i) => waitForHealth(`http://127.0.0.1:${firstPort + i}/api/health`, app)));
  const proxy = await startRoundRobinProxy(apps.map((_, i) => `http://127.0.0.1:${firstPort + i}`));
  const connections = openConnections(proxy.url, CONNECTIONS, 60_000);

  try {
    ctx.log(`rush: warming up with ${WARM_STUDENTS} students over ${WARM_WINDOW_MS / 1000} s`);
    const warm = new Rush(connections, quiz.id);
    await warm.run(planSittings(warmStudents, quiz._count.questions, WARM_WINDOW_MS, SEED + 1), true);
    const warmStats = stats(warm.samples);
    await new Promise((r) => setTimeout(r, 2_000));

    ctx.log(
      `rush: ${STUDENTS} students arriving over ${ARRIVAL_WINDOW_MS / 1000} s, sitting ${SITTING_MS[0] / 1000}–${SITTING_MS[1] / 1000} s each`,
    );
    const rush = new Rush(connections, quiz.id);
    const txBefore = await dbTransactions(ctx);
    const loadBefore = os.loadavg();
    const meter = cpuMeter(ctx.databaseUrl);
    const appMeter = appStallMeter(ctx.probeDir);
    const machineMeter = pauseMeter(ctx.pausesFile);
    const progress = setInterval(
      () => ctx.log(`rush: ${rush.samples.length} requests done, ${rush.inFlight} in flight`),
      15_000,
    );
    const began = performance.now();
    try {
      await rush.run(sittings);
    } finally {
      clearInterval(progress);
    }
    const wallMs = performance.now() - began;
    const cpu = meter(rush.samples.length);
    const app = appMeter(rush.samples.length);
    const machinePauses = machineMeter();
    const txPerRequest = ((await dbTransactions(ctx)) - txBefore - 1) / rush.samples.length;
    const check = await verify(ctx, quiz.id, sittings);

    const kinds: (Kind | "all")[] = ["start", "save", "submit", "all"];
    const rows = kinds.map((kind) => ({
      kind,
      ...stats(rush.samples.filter((s) => kind === "all" || s.kind === kind)),
    }));
    const all = rows.at(-1)!;
    const errorKinds = new Map<string, number>();
    for (const s of rush.samples)
      if (s.error)
        errorKinds.set(
          `${s.kind}: ${s.error.slice(0, 120)}`,
          (errorKinds.get(`${s.kind}: ${s.error.slice(0, 120)}`) ?? 0) + 1,
        );
    const topErrors = [...errorKinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
    const windows = Array.from({ length: Math.ceil(wallMs / 30_000) }, (_, i) => {
      const of = rush.samples.filter((x) => x.dueMs >= i * 30_000 && x.dueMs < (i + 1) * 30_000);
      const lat = of.map((x) => x.ms);
      return {
        from_s: i * 30,
        requests: of.length,
        rate: of.length / 30,
        p50: percentile(lat, 50),
        p99: percentile(lat, 99),
      };
    }).filter((w) => w.requests > 0);
    const peakPerSecond = peakArrivals(
      rush.samples.map((s) => s.dueMs).sort((a, b) => a - b),
      1_000,
    );
    const lostOrDuplicated = check.lost + check.duplicated;
    const misScored = check.wrongAnswers + check.wrongScore;
    ctx.log(
      `rush: ${all.requests} requests in ${(wallMs / 1000).toFixed(0)} s, p99 ${ms(all.p99)}, errors ${all.errors}, lost ${check.lost}, duplicated ${check.duplicated}, answers or scores wrong ${misScored}`,
    );

    return {
      title: `Exam rush (${PROCESSES} processes behind a proxy; ${STUDENTS.toLocaleString("en")} students arrive over ${ARRIVAL_WINDOW_MS / 1000} s, autosave every ${AUTOSAVE_EVERY_MS / 1000} s, submit after ${SITTING_MS[0] / 1000}–${SITTING_MS[1] / 1000} s)`,
      table: [
        ["requests", "count", "p50", "p95", "p99", "max", "errors"],
        ...rows.map((r) => [r.kind, r.requests, ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max), r.errors]),
        [
          "database",
          `${check.attempts} attempts`,
          `${check.lost} lost`,
          `${check.duplicated} duplicated`,
          `${check.wrongAnswers} with other answers`,
          `${check.wrongScore} scored otherwise`,
          "",
        ],
      ],
      targets: [
        target("Exam rush p99 (all requests)", all.p99, "<=", P99_TARGET_MS, "ms"),
        target("Exam rush errors", all.errors, "<=", 0),
        target("Exam rush lost or duplicated attempts", lostOrDuplicated, "<=", 0),
        target("Exam rush attempts not holding or not scored from the saved answers", misScored, "<=", 0),
      ],
      data: {
        students: STUDENTS,
        arrival_window_ms: ARRIVAL_WINDOW_MS,
        sitting_ms: SITTING_MS,
        autosave_every_ms: AUTOSAVE_EVERY_MS,
        connections: CONNECTIONS,
        wall_ms: wallMs,
        max_in_flight: rush.maxInFlight,
        peak_requests_due_in_one_second: peakPerSecond,
        cpu,
        app,
        machine_pauses: machinePauses,
        db_transactions_per_request: txPerRequest,
        requests: rows,
        windows,
        warm_up: { students: WARM_STUDENTS, window_ms: WARM_WINDOW_MS, ...warmStats },
        database: check,
        errors: Object.fromEntries(topErrors),
      },
      notes: [
        `Arrivals are a Poisson process (seeded): ${STUDENTS.toLocaleString("en")} moments drawn uniformly over ${ARRIVAL_WINDOW_MS / 1000} s. Each student answers the ${quiz._count.questions} questions at even steps through a sitting drawn between ${SITTING_MS[0] / 1000} and ${SITTING_MS[1] / 1000} s, saves the new answers every ${AUTOSAVE_EVERY_MS / 1000} s through PUT /api/quizzes/{id}/attempts/{attemptId}/answers, and submits every answer at the end, as the quiz page does.`,
        `Open loop over ${CONNECTIONS} keep-alive connections handed out in turn: a request leaves when its student's clock says, and its latency counts from then, so waiting for a free connection or a late timer counts against the server. At most ${rush.maxInFlight} requests were in flight; the busiest second had ${peakPerSecond} requests due.`,
        `Requests per 30 s by when they were due (rate, p50 / p99): ${windows.map((w) => `${w.from_s}–${w.from_s + 30} s ${w.rate.toFixed(0)}/s ${ms(w.p50)} / ${ms(w.p99)}`).join("; ")}.`,
        `Afterwards the database is read: every student must have exactly one attempt, submitted, holding the option they picked for each question, with correct_answers counted from those picks against the answer key.`,
        `Before the measured rush, ${WARM_STUDENTS} other students started, saved and submitted at once over ${WARM_WINDOW_MS / 1000} s to warm the server up: p50 / p99 ${ms(warmStats.p50)} / ${ms(warmStats.p99)}, ${warmStats.errors} errors (not counted above).`,
        `The load generator runs in the bench process on the same cores as the app and PostgreSQL. CPU over the rush: ${cpuText(cpu)}${cpu?.appMsPerRequest !== undefined ? `; per request: app ${cpu.appMsPerRequest} ms, db ${cpu.dbMsPerRequest} ms` : ""}; ${txPerRequest.toFixed(1)} database transactions per request. Load average before ${loadBefore.map((l) => l.toFixed(1)).join(" / ")}, after ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" / ")}.`,
        `What the app's server processes went through over the rush: ${appStallsText(app)}; the machine meanwhile: ${pausesText(machinePauses)}.`,
        ...topErrors.map(([k, n]) => `Error ×${n}: ${k}`),
      ],
    };
  } finally {
    await connections.close();
    await proxy.close();
    await Promise.all(apps.map((app) => app.stop()));
  }
}
