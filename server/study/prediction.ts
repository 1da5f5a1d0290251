import "server-only";
import { createHash } from "node:crypto";
import type { LRUCache } from "lru-cache";
import {
  predictUtme as predictFromEvidence,
  type Difficulty,
  type EvidenceCell,
  type Exposure,
  type PredictionResult,
  type SectionCell,
  type UtmePrediction,
} from "@/lib/study/predict";
import { HALF_LIFE_DAYS, sittingResultEvidence, windowStart } from "@/lib/study/predict-evidence";
import { sectionBlueprint, type BlueprintQuestion } from "@/lib/study/section-blueprint";
import { lagosDay } from "@/lib/validation/progress";
import { keptLoadingCache, keptLru } from "../cache/registry";
import { db } from "../db";
import { DRILL_PAPER_ID, paperById, type PaperDef } from "../exam/papers";
import { IN_POOL, POOL_VERSION } from "../exam/pool";

// GET /api/me/prediction (docs/study-loop.md, "Predicted UTME score"): the predicted UTME score from the
// student's answers of the last 180 days (answer_events, aggregated here in SQL the way
// lib/study/predict-evidence.ts does in memory) and their submitted UTME sittings, against what
// a fresh UTME section is made of. A prediction that changed is kept once a day
// (prediction_snapshots), for the trend.

const UTME_PAPER = "utme";
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

// ---------------------------------------------------------------------------------------------
// What a section is made of: the pool is read at most once a minute per instance; the blueprint
// (the draw run 200 times) only again when the pool itself changed.

type PoolRow = { id: string; subject: string; topic: string; difficulty: Difficulty; stimulus_id: string | null };
type Blueprints = Record<string, SectionCell[]>;

const globalForPrediction = globalThis as unknown as {
  examprepPredictionPools?: ReturnType<typeof keptLoadingCache<Blueprints>>;
  examprepBlueprints?: LRUCache<string, Blueprints>;
};
const pools = (globalForPrediction.examprepPredictionPools ??= keptLoadingCache("predictionPools", loadBlueprints));
const blueprintsByContent = (globalForPrediction.examprepBlueprints ??= keptLru<Blueprints>("predictionBlueprints"));

export function utmeBlueprints(paper: PaperDef): Promise<Blueprints> {
  return pools.get(paper.id);
}

async function loadBlueprints(paperId: string): Promise<Blueprints> {
  const paper = await paperById(paperId);
  const subjects = paper.sections.map((s) => s.subject);
  const [rows, topics] = await Promise.all([
    db.$queryRaw<PoolRow[]>`
      SELECT q.id, q.subject, t.slug AS topic, q.difficulty::text AS difficulty, v.stimulus_id
      FROM questions q
      JOIN question_versions v ON v.question_id = q.id AND v.version = ${POOL_VERSION}
      JOIN topics t ON t.id = q.topic_id
      WHERE ${IN_POOL} AND q.subject = ANY(${subjects})
        AND ${paper.exam}::"ExamBody" = ANY(q.exams) AND cardinality(v.options) = ${paper.options}
      ORDER BY q.slug NULLS LAST, q.id`,
    db.$queryRaw<{ subject: string; slug: string }[]>`
      SELECT t.subject, t.slug FROM topics t LEFT JOIN topics p ON p.id = t.parent_id
      WHERE t.subject = ANY(${subjects})
      ORDER BY t.subject, COALESCE(p.position, t.position), t.parent_id NULLS FIRST, t.position`,
  ]);
  const content = createHash("sha256")
    .update(JSON.stringify([paper.sections, rows, topics]))
    .digest("hex");
  let blueprints = blueprintsByContent.get(content);
  if (!blueprints) {
    blueprints = {};
    for (const section of paper.sections) {
      const pool: BlueprintQuestion[] = rows
        .filter((r) => r.subject === section.subject)
        .map((r) => ({ id: r.id, topic: r.topic, difficulty: r.difficulty, stimulusId: r.stimulus_id }));
      const order = topics.filter((t) => t.subject === section.subject).map((t) => t.slug);
      blueprints[section.subject] = sectionBlueprint(pool, section.questions, order);
    }
    blueprintsByContent.set(content, blueprints);
  }
  return blueprints;
}

// ---------------------------------------------------------------------------------------------
// The evidence

type CellRow = {
  subject: string;
  topic: string | null;
  difficulty: Difficulty;
  exam: boolean;
  exposure: Exposure;
  answers: number;
  weight: number;
  correct: number;
  age: number;
  first_at: Date;
};

/** The same aggregation as aggregateEvidence (lib/study/predict-evidence.ts), in one query. */
export async function evidenceCells(
  studentId: string,
  now: Date,
): Promise<{ cells: EvidenceCell[]; answers: number; firstAnsweredAt: Date | null }> {
  const nowIso = now.toISOString();
  const sinceIso = windowStart(now).toISOString();
  const rows = await db.$queryRaw<CellRow[]>`
    WITH ev AS (
      SELECT e.subject, t.slug AS topic, e.difficulty::text AS difficulty, e.correct, e.source::text AS source, e.answered_at,
             (e.source = 'sitting' AND s.mode = 'exam') IS TRUE AS exam,
             EXTRACT(EPOCH FROM (${nowIso}::timestamp - e.answered_at))::float8 * 1000 AS age_ms,
             row_number() OVER (PARTITION BY e.question_id ORDER BY e.answered_at, e.id COLLATE "C") AS nth
      FROM answer_events e
      LEFT JOIN topics t ON t.id = e.topic_id
      LEFT JOIN sittings s ON e.source = 'sitting' AND s.id = e.source_id
      WHERE e.student_id = ${studentId} AND e.subject IS NOT NULL AND e.answered
        AND e.answered_at > ${sinceIso}::timestamp AND e.answered_at <= ${nowIso}::timestamp
    ), kept AS (
      SELECT *, power(0.5, age_ms / ${HALF_LIFE_DAYS * DAY_MS}::float8) AS w,
             CASE WHEN source = 'review' THEN 'review' WHEN nth > 1 THEN 'repeat' ELSE 'fresh' END AS exposure,
             floor(age_ms / ${WEEK_MS}::float8) AS week
      FROM ev
    )
    SELECT subject, topic, difficulty, exam, exposure, count(*)::int AS answers, sum(w)::float8 AS weight,
           COALESCE(sum(w) FILTER (WHERE correct), 0)::float8 AS correct,
           (sum(w * age_ms) / NULLIF(sum(w), 0) / ${DAY_MS}::float8)::float8 AS age,
           min(answered_at) AS first_at
    FROM kept
    GROUP BY subject, topic, difficulty, exam, exposure, week`;
  let answers = 0;
  let first: Date | null = null;
  const cells = rows.map((r) => {
    answers += r.answers;
    if (!first || r.first_at < first) first = r.first_at;
    return {
      subject: r.subject,
      topic: r.topic,
      difficulty: r.difficulty,
      exam: r.exam,
      exposure: r.exposure,
      answers: r.answers,
      weight: r.weight,
      correct: r.correct,
      age: r.age ?? 0,
    };
  });
  return { cells, answers, firstAnsweredAt: first };
}

type SittingRow = {
  id: string;
  subjects: string[];
  mode: "exam" | "practice";
  submitted_at: Date;
  result: { answered?: number; subjects?: { subject: string; correct: number; questions: number }[] } | null;
  has_evidence: boolean;
};

/**
 * The student's submitted UTME sittings up to now, newest first, and whether their answers are
 * evidence. A topic drill is not one: its paper is UTME's for the bank it draws from, but it is
 * one subject's topic, its answers are evidence of their own, and it says nothing of the
 * student's combination.
 */
async function utmeSittings(studentId: string, now: Date): Promise<SittingRow[]> {
  return db.$queryRaw<SittingRow[]>`
    SELECT s.id, s.subjects, s.mode::text AS mode, s.submitted_at, s.result,
           EXISTS (SELECT 1 FROM answer_events e WHERE e.source = 'sitting' AND e.source_id = s.id) AS has_evidence
    FROM sittings s JOIN papers p ON p.id = s.paper_id
    WHERE s.student_id = ${studentId} AND p.exam = 'UTME' AND p.id <> ${DRILL_PAPER_ID}
      AND s.submitted_at IS NOT NULL AND s.submitted_at <= ${now.toISOString()}::timestamp
    ORDER BY s.submitted_at DESC`;
}

// ---------------------------------------------------------------------------------------------
// The prediction and its snapshots

export type PredictionAnswer = PredictionResult;

/** The predicted UTME score as of `now`, or what is missing; a changed prediction is kept once a day. */
export async function predictUtme(studentId: string, now = new Date()): Promise<PredictionAnswer> {
  const paper = await paperById(UTME_PAPER);
  const [blueprints, evidence, sittings] = await Promise.all([
    utmeBlueprints(paper),
    evidenceCells(studentId, now),
    utmeSittings(studentId, now),
  ]);
  const since = windowStart(now);
  const inWindow = sittings.filter((s) => s.submitted_at > since);
  const fromResults = sittingResultEvidence(
    inWindow
      // A sitting left wholly blank has no answers to record (and says nothing), whatever its age.
      .filter((s) => !s.has_evidence && s.result?.subjects && s.result.answered !== 0)
      .map((s) => ({ submittedAt: s.submitted_at, exam: s.mode === "exam", subjects: s.result!.subjects! })),
    blueprints,
    now,
  );
  const resultAnswers = fromResults.reduce((sum, c) => sum + c.answers, 0);
  const oldest = [
    evidence.firstAnsweredAt,
    ...inWindow.filter((s) => !s.has_evidence && s.result?.answered !== 0).map((s) => s.submitted_at),
  ]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const result = predictFromEvidence({
    paper,
    blueprints,
    evidence: [...evidence.cells, ...fromResults],
    latestUtmeSubjects: sittings[0]?.subjects ?? null,
    history: {
      answers: evidence.answers + resultAnswers,
      firstAnsweredAt: oldest ?? null,
      utmeSittings: inWindow.length,
    },
    now,
  });
  if (result.utme) await keepSnapshot(studentId, result.utme, now);
  return result;
}

function sameAs(last: { total: number; low: number; high: number; subjects: unknown }, p: UtmePrediction): boolean {
  // jsonb keeps its own key order: compare the values, not the text.
  const kept = Array.isArray(last.subjects)
    ? (last.subjects as { subject?: unknown; score?: unknown }[]).map((s) => `${s.subject}:${s.score}`)
    : [];
  const now = p.subjects.map((s) => `${s.subject}:${s.score}`);
  return last.total === p.total && last.low === p.low && last.high === p.high && kept.join("|") === now.join("|");
}

/** At most one snapshot per student and Lagos day, and only when the prediction moved. */
async function keepSnapshot(studentId: string, p: UtmePrediction, now: Date): Promise<void> {
  const due = (last: { createdAt: Date; total: number; low: number; high: number; subjects: unknown } | null) =>
    !last || (lagosDay(last.createdAt) !== lagosDay(now) && last.createdAt < now && !sameAs(last, p));
  const latest = () => db.predictionSnapshot.findFirst({ where: { studentId }, orderBy: { createdAt: "desc" } });
  if (!due(await latest())) return;
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`prediction-snapshot:${studentId}`}, 0))`;
    const last = await tx.predictionSnapshot.findFirst({ where: { studentId }, orderBy: { createdAt: "desc" } });
    if (!due(last)) return;
    await tx.predictionSnapshot.create({
      data: {
        studentId,
        total: p.total,
        low: p.low,
        high: p.high,
        subjects: p.subjects.map((s) => ({ subject: s.subject, score: s.score })),
        createdAt: now,
      },
    });
  });
}

export type TrendPoint = { at: string; total: number; low: number; high: number };

export const TREND_POINTS = 30;

/** The last snapshots, oldest first. */
export async function predictionTrend(studentId: string, limit = TREND_POINTS): Promise<TrendPoint[]> {
  const rows = await db.predictionSnapshot.findMany({
    where: { studentId },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { createdAt: true, total: true, low: true, high: true },
  });
  return rows.reverse().map((r) => ({ at: r.createdAt.toISOString(), total: r.total, low: r.low, high: r.high }));
}

/** GET /api/me/prediction: the prediction, and the trend of the kept ones. */
export async function myPrediction(
  studentId: string,
  now = new Date(),
): Promise<PredictionAnswer & { trend: TrendPoint[] }> {
  const prediction = await predictUtme(studentId, now);
  return { ...prediction, trend: await predictionTrend(studentId) };
}
