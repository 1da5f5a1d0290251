// The predicted UTME score against simulated students of known ability (issue 20, point 3).
//
// 500 students answer the seeded UTME questions by three-parameter IRT with abilities that
// differ by subject and topic, grow over the weeks and with practice, and remember questions
// seen before (bench/prediction-sim.ts): a model other than the predictor's own. Their answers
// and UTME sittings are written to the bench's seeded database as the app writes them
// (answer_events, sittings), and each student's prediction is read back through the app's own
// code, server/study/prediction.ts, in a process of its own (bench/prediction-worker.ts). The
// same evidence run through the pure predictor in this process must agree with it.
//
// The true score is the student's expected UTME score today (over fresh draws of the paper as
// the engine draws it, on questions they have not seen); the interval is meant to hold the score
// of one sitting, so its coverage is counted against a simulated fresh sitting.
// The app is not needed: run it alone with `BENCH_ONLY=prediction npm run bench`.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seededRandom } from "../lib/exam/draw";
import {
  DEFAULT_PRIORS,
  electivesOf,
  predictUtme,
  type Difficulty,
  type ModelPriors,
  type PredictionResult,
  type SectionCell,
  type UtmePaper,
} from "../lib/study/predict";
import { aggregateEvidence } from "../lib/study/predict-evidence";
import { sectionBlueprint } from "../lib/study/section-blueprint";
import { percentile, target, type BenchContext, type Section } from "./context";
import {
  simulateBank,
  simulateStudents,
  type BankQuestionInput,
  type SimStudent,
  type SimulationOptions,
} from "./prediction-sim";

const STUDENTS = Number(process.env.BENCH_PREDICTION_STUDENTS ?? 500);
const BANK_SEED = 2026;
const STUDENT_SEED = 20;
/** A fixed clock: the run does not depend on the day it is made. */
const NOW = new Date("2026-11-20T12:00:00.000Z");

type Outcome = { student: SimStudent; result: PredictionResult };

type Metrics = {
  students: number;
  predicted: number;
  maeTrue: number;
  maeSitting: number;
  bias: number;
  rmseTrue: number;
  coverageSitting: number;
  coverageTrue: number;
  meanWidth: number;
  medianWidth: number;
  subjectMae: number;
  subjectCoverage: number;
};

const mean = (values: number[]) => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : NaN);
const round1 = (v: number) => Math.round(v * 10) / 10;

export function metrics(outcomes: Outcome[]): Metrics {
  const predicted = outcomes.filter((o) => o.result.utme);
  const rows = predicted.map(({ student, result }) => ({ student, p: result.utme! }));
  const within = (v: number, lo: number, hi: number) => lo <= v && v <= hi;
  const subjectRows = rows.flatMap(({ student, p }) =>
    p.subjects.map((s) => ({
      s,
      trueScore: student.trueScore.subjects[s.subject],
      sat: student.sittingScore.subjects[s.subject],
    })),
  );
  const widths = rows.map(({ p }) => p.high - p.low);
  return {
    students: outcomes.length,
    predicted: rows.length,
    maeTrue: mean(rows.map(({ student, p }) => Math.abs(p.total - student.trueScore.total))),
    maeSitting: mean(rows.map(({ student, p }) => Math.abs(p.total - student.sittingScore.total))),
    bias: mean(rows.map(({ student, p }) => p.total - student.trueScore.total)),
    rmseTrue: Math.sqrt(mean(rows.map(({ student, p }) => (p.total - student.trueScore.total) ** 2))),
    coverageSitting:
      (100 * rows.filter(({ student, p }) => within(student.sittingScore.total, p.low, p.high)).length) / rows.length,
    coverageTrue:
      (100 * rows.filter(({ student, p }) => within(student.trueScore.total, p.low, p.high)).length) / rows.length,
    meanWidth: mean(widths),
    medianWidth: percentile(widths, 50),
    subjectMae: mean(
      subjectRows.filter((r) => r.trueScore !== undefined).map((r) => Math.abs(r.s.score - r.trueScore!)),
    ),
    subjectCoverage:
      (100 * subjectRows.filter((r) => r.sat !== undefined && within(r.sat, r.s.low, r.s.high)).length) /
      subjectRows.length,
  };
}

/** Why a student got no prediction, in a few words. */
function reason(result: PredictionResult): string {
  if (result.utme) return "";
  const short = result.evidence.filter((e) => e.answers < e.needed).length;
  const electives = result.missing.includes("more UTME subject");
  if (short && electives) return "under 30 answers in a subject, and under three electives practised";
  if (electives) return "under three electives practised";
  return `under 30 answers in ${short === 1 ? "one subject" : `${short} subjects`}`;
}

type BankRow = {
  id: string;
  slug: string;
  subject: string;
  topic: string;
  topic_id: string;
  difficulty: Difficulty;
  stimulus_id: string | null;
};

async function readBank(ctx: BenchContext, paper: UtmePaper & { options: number; exam: string }) {
  const subjects = paper.sections.map((s) => s.subject);
  const rows = await ctx.db.$queryRaw<BankRow[]>`
    SELECT q.id, q.slug, q.subject, t.slug AS topic, t.id AS topic_id, q.difficulty::text AS difficulty, v.stimulus_id
    FROM questions q
    JOIN question_versions v ON v.question_id = q.id AND v.version = q.version
    JOIN topics t ON t.id = q.topic_id
    WHERE q.quiz_id IS NULL AND q.owner_id IS NULL AND q.status = 'active' AND q.subject = ANY(${subjects})
      AND 'UTME'::"ExamBody" = ANY(q.exams) AND cardinality(v.options) = ${paper.options} AND q.slug IS NOT NULL
    ORDER BY q.slug NULLS LAST, q.id`;
  const topics = await ctx.db.$queryRaw<{ subject: string; slug: string }[]>`
    SELECT t.subject, t.slug FROM topics t LEFT JOIN topics p ON p.id = t.parent_id
    WHERE t.subject = ANY(${subjects})
    ORDER BY t.subject, COALESCE(p.position, t.position), t.parent_id NULLS FIRST, t.position`;
  const topicOrder = new Map<string, string[]>();
  for (const t of topics) topicOrder.set(t.subject, [...(topicOrder.get(t.subject) ?? []), t.slug]);
  return { rows, topicOrder };
}

/** Writes the students' sittings and answers as the app would have. */
async function writeEvidence(ctx: BenchContext, students: SimStudent[], ids: string[], bank: Map<string, BankRow>) {
  const sittings = students.flatMap((s, i) =>
    s.sittings.map((sitting) => {
      const total = sitting.results.reduce((sum, r) => sum + r.score, 0);
      return {
        id: randomUUID(),
        simId: sitting.id,
        studentId: ids[i]!,
        paperId: "utme",
        mode: "exam" as const,
        subjects: sitting.subjects,
        startedAt: new Date(sitting.at.getTime() - 2 * 3600_000),
        expiresAt: sitting.at,
        submittedAt: sitting.at,
        totalScore: total,
        maxScore: 100 * sitting.subjects.length,
        result: {
          total,
          max: 100 * sitting.subjects.length,
          subjects: sitting.results.map((r) => ({ ...r, max: 100 })),
          topics: [],
        },
      };
    }),
  );
  const sittingIds = new Map(sittings.map((s) => [`${s.studentId}|${s.simId}`, s.id]));
  for (let i = 0; i < sittings.length; i += 1000) {
    await ctx.db.sitting.createMany({ data: sittings.slice(i, i + 1000).map(({ simId: _simId, ...row }) => row) });
  }
  const events = students.flatMap((s, i) =>
    s.answers.map((a) => {
      const q = bank.get(a.slug)!;
      const studentId = ids[i]!;
      return {
        studentId,
        questionId: q.id,
        topicId: q.topic_id,
        subject: a.subject,
        correct: a.correct,
        answered: a.answered,
        difficulty: a.difficulty,
        source: a.source,
        sourceId: a.source === "sitting" ? sittingIds.get(`${studentId}|${a.sourceId}`)! : `sim-${a.sourceId}`,
        answeredAt: a.answeredAt,
      };
    }),
  );
  // Column arrays through unnest: a batch is one statement with ten parameters.
  for (let i = 0; i < events.length; i += 20_000) {
    const batch = events.slice(i, i + 20_000);
    const column = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((e) => e[key]);
    await ctx.db.$executeRaw`
      INSERT INTO answer_events (id, student_id, question_id, topic_id, subject, correct, answered, difficulty, source, source_id, answered_at)
      SELECT gen_random_uuid()::text, e.student_id, e.question_id, e.topic_id, e.subject, e.correct, e.answered, e.difficulty::"QuizDifficulty",
             e.source::"EvidenceSource", e.source_id, e.answered_at
      FROM unnest(${column("studentId")}::text[], ${column("questionId")}::text[], ${column("topicId")}::text[], ${column("subject")}::text[],
                  ${column("correct")}::boolean[], ${column("answered")}::boolean[], ${column("difficulty")}::text[], ${column("source")}::text[],
                  ${column("sourceId")}::text[], ${batch.map((e) => e.answeredAt.toISOString())}::timestamp[])
        AS e(student_id, question_id, topic_id, subject, correct, answered, difficulty, source, source_id, answered_at)`;
  }
  return { sittings: sittings.length, events: events.length };
}

/** Each student's prediction through server/study/prediction.ts, in a worker process. */
async function predictThroughServer(
  ctx: BenchContext,
  ids: string[],
): Promise<{ id: string; ms: number; result: PredictionResult }[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-prediction-"));
  try {
    const input = path.join(dir, "in.json");
    const output = path.join(dir, "out.json");
    fs.writeFileSync(input, JSON.stringify({ ids, now: NOW.toISOString() }));
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", path.resolve("bench/prediction-worker.ts"), input, output],
        {
          stdio: ["ignore", "inherit", "inherit"],
          env: {
            ...process.env,
            DATABASE_URL: ctx.databaseUrl,
            NODE_ENV: "production",
            AUTH_SECRET: ctx.authSecret,
            LOG_LEVEL: "error",
            DATABASE_POOL_MAX: "2",
          },
        },
      );
      child.on("error", reject);
      child.on("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`the prediction worker exited with ${code}`)),
      );
    });
    return JSON.parse(fs.readFileSync(output, "utf8"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function predictInProcess(
  students: SimStudent[],
  paper: UtmePaper,
  blueprints: Record<string, SectionCell[]>,
  priors: ModelPriors = DEFAULT_PRIORS,
): PredictionResult[] {
  return students.map((s) => {
    const evidence = aggregateEvidence(
      s.answers.map((a) => ({ ...a, questionId: a.slug })),
      NOW,
    );
    return predictUtme(
      {
        paper,
        blueprints,
        evidence: evidence.cells,
        latestUtmeSubjects: s.sittings.at(-1)?.subjects ?? null,
        history: {
          answers: evidence.answers,
          firstAnsweredAt: evidence.firstAnsweredAt,
          utmeSittings: s.sittings.length,
        },
        now: NOW,
      },
      priors,
    );
  });
}

export async function measurePrediction(ctx: BenchContext): Promise<Section> {
  const paperRow = await ctx.db.paper.findUniqueOrThrow({ where: { id: "utme" } });
  const paper = { ...paperRow, sections: paperRow.sections as { subject: string; questions: number }[] };
  const { rows, topicOrder } = await readBank(ctx, paper);
  const bankInput: BankQuestionInput[] = rows.map((r) => ({
    slug: r.slug,
    subject: r.subject,
    topic: r.topic,
    difficulty: r.difficulty,
    stimulus: r.stimulus_id,
  }));
  const bank = simulateBank(bankInput, topicOrder, seededRandom(BANK_SEED));
  const options: SimulationOptions = {
    sections: Object.fromEntries(paper.sections.map((s) => [s.subject, s.questions])),
    electives: electivesOf(paper),
    now: NOW,
  };
  const phase = (() => {
    let last = Date.now();
    return (what: string) => {
      const now = Date.now();
      ctx.log(`${what} (${((now - last) / 1000).toFixed(1)} s)`);
      last = now;
    };
  })();
  ctx.log(`simulating ${STUDENTS} students on ${rows.length} UTME questions`);
  const students = simulateStudents(STUDENTS, bank, options, STUDENT_SEED);

  phase("simulated");
  const accounts = await ctx.students(STUDENTS, "predict");
  const ids = accounts.map((a) => a.id);
  const written = await writeEvidence(ctx, students, ids, new Map(rows.map((r) => [r.slug, r])));
  phase(
    `wrote ${written.events} answers and ${written.sittings} UTME sittings; predicting through server/study/prediction.ts`,
  );
  const served = await predictThroughServer(ctx, ids);
  phase("predicted through the server");
  const outcomes: Outcome[] = students.map((student, i) => ({ student, result: served[i]!.result }));

  // The same evidence through the pure predictor, in this process: it must agree.
  const blueprints: Record<string, SectionCell[]> = {};
  for (const section of paper.sections) {
    const pool = rows
      .filter((r) => r.subject === section.subject)
      .map((r) => ({ id: r.id, topic: r.topic, difficulty: r.difficulty, stimulusId: r.stimulus_id }));
    blueprints[section.subject] = sectionBlueprint(pool, section.questions, topicOrder.get(section.subject) ?? []);
  }
  const local = predictInProcess(students, paper, blueprints);
  const summary = (r: PredictionResult) => (r.utme ? `${r.utme.total} [${r.utme.low}, ${r.utme.high}]` : "none");
  const disagreements = local.flatMap((r, i) =>
    summary(r) === summary(served[i]!.result)
      ? []
      : [{ student: i, server: summary(served[i]!.result), in_process: summary(r) }],
  );
  const agree = STUDENTS - disagreements.length;

  const m = metrics(outcomes);
  const withSitting = metrics(outcomes.filter((o) => o.student.sittings.length > 0));
  const withoutSitting = metrics(outcomes.filter((o) => o.student.sittings.length === 0));
  const reasons = new Map<string, number>();
  for (const o of outcomes) if (!o.result.utme) reasons.set(reason(o.result), (reasons.get(reason(o.result)) ?? 0) + 1);
  const latencies = served.map((s) => s.ms);
  const snapshots = await ctx.db.predictionSnapshot.count({ where: { studentId: { in: ids } } });

  // How much the figures lean on the model's priors (in process, same students).
  phase("predicted in process");
  const variants: [string, ModelPriors][] = [
    ["topic spread τ 0.3 (default 0.5)", { ...DEFAULT_PRIORS, topic: 0.3 }],
    ["topic spread τ 0.8", { ...DEFAULT_PRIORS, topic: 0.8 }],
    ["no practice-vs-exam offset (default 0.2)", { ...DEFAULT_PRIORS, practice: 1e-3 }],
    ["no trend (default 0.3 per 30 days)", { ...DEFAULT_PRIORS, trend: 1e-3 }],
    ["trend 0.6 per 30 days", { ...DEFAULT_PRIORS, trend: 0.6 }],
  ];
  const sensitivity = variants.map(([name, priors]) => {
    const results = predictInProcess(students, paper, blueprints, priors);
    return { name, ...metrics(students.map((student, i) => ({ student, result: results[i]! }))) };
  });

  // What the error is made of: the same population without the effects the predictor does not model.
  phase("sensitivity to the priors");
  const plain = simulateStudents(
    STUDENTS,
    bank,
    { ...options, effects: { growth: false, learning: false, memory: false } },
    STUDENT_SEED,
  );
  const plainResults = predictInProcess(plain, paper, blueprints);
  const plainMetrics = metrics(plain.map((student, i) => ({ student, result: plainResults[i]! })));
  phase("students who neither grow, learn nor remember");

  const row = (name: string, x: Metrics) => [
    name,
    `${x.predicted} of ${x.students}`,
    round1(x.maeTrue),
    round1(x.maeSitting),
    round1(x.bias),
    `${round1(x.coverageSitting)} %`,
    `${round1(x.coverageTrue)} %`,
    round1(x.meanWidth),
  ];
  const answersPer = students.map((s) => s.answers.length);
  return {
    title: "Predicted UTME score (simulated students)",
    table: [
      [
        "students",
        "predicted",
        "MAE vs true /400",
        "MAE vs a sitting",
        "mean error",
        "interval holds a sitting",
        "interval holds true",
        "mean width",
      ],
      row("all (through server/study/prediction.ts)", m),
      row("with a UTME sitting", withSitting),
      row("without a UTME sitting", withoutSitting),
      ...sensitivity.map((s) => row(`in process: ${s.name}`, s)),
      row("in process: no growth, learning or memory", plainMetrics),
    ],
    targets: [
      target("prediction: mean absolute error vs the true score", m.maeTrue, "<=", 25, "of 400"),
      target("prediction: 80 % interval holds a fresh sitting's score", m.coverageSitting, ">=", 75, "%"),
    ],
    data: {
      now: NOW.toISOString(),
      seeds: { bank: BANK_SEED, students: STUDENT_SEED },
      questions: rows.length,
      answers: {
        total: written.events,
        mean: mean(answersPer),
        min: Math.min(...answersPer),
        max: Math.max(...answersPer),
      },
      utme_sittings: written.sittings,
      metrics: m,
      with_sitting: withSitting,
      without_sitting: withoutSitting,
      no_prediction: Object.fromEntries(reasons),
      server_agrees_with_pure: agree,
      disagreements: disagreements.slice(0, 10),
      snapshots,
      latency_ms: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
      sensitivity,
      no_growth_learning_memory: plainMetrics,
    },
    notes: [
      `${STUDENTS} simulated students (3PL with guessing, abilities by subject and topic, growth, learning by topic, memory of seen questions), ${rows.length} seeded UTME questions, ${written.events} answers (${Math.min(...answersPer)}–${Math.max(...answersPer)} a student) and ${written.sittings} UTME sittings written to the database.`,
      `No prediction for ${m.students - m.predicted}: ${[...reasons].map(([r, n]) => `${n} ${r}`).join("; ") || "none"}.`,
      `Per subject (/100): MAE ${round1(m.subjectMae)} vs the true score; the subject's interval holds a sitting's score ${round1(m.subjectCoverage)} % of the time. RMSE of the total ${round1(m.rmseTrue)}; median width ${round1(m.medianWidth)}.`,
      `server/study/prediction.ts and the pure predictor on the same evidence agree on ${agree} of ${STUDENTS} students; ${snapshots} snapshots kept (one per predicted student). predictUtme through the database: p50 ${round1(percentile(latencies, 50))} ms, p95 ${round1(percentile(latencies, 95))} ms.`,
      `"True" is the expected score today over fresh draws of the paper, on questions the student has not seen; "a sitting" is one simulated fresh sitting, scored as JAMB does. Mean error is predicted minus true.`,
    ],
  };
}
