import "server-only";
import type { PoolQuestion } from "@/lib/exam/draw";
import { packsExpiredBefore } from "@/lib/exam/offline-claims";
import { keptLoadingCache } from "../cache/registry";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";

// The questions a paper may draw for one subject: active, in the platform pool (no quiz; the
// platform's own, or a tutor's that an editor approved, in its approved version), tagged for the
// exam, with the paper's number of options. Read on every start, changed by seeding, authoring
// and the editors, so each process keeps a pool until its subject's questions or topics change
// (server/cache/registry.ts). In slug order (then id), so a seeded draw is the same in every database.

export type PoolEntry = Omit<PoolQuestion, "recent"> & { versionId: string; answerIndex: number; optionCount: number };
/** `groups`: each syllabus section's leaf topics, for a paper's section quotas (lib/exam/draw.ts). */
export type SubjectPool = { questions: PoolEntry[]; topicOrder: string[]; groups: Record<string, string[]> };

const globalForPools = globalThis as unknown as { examprepPools?: ReturnType<typeof keptLoadingCache<SubjectPool>> };
const pools = (globalForPools.examprepPools ??= keptLoadingCache("pools", loadPool, (_topic, subject) => [
  ...poolKeysOf(subject),
]));

/** The cached pools of one subject (a key is [subject, exam, options]). */
function* poolKeysOf(subject: string | null) {
  for (const key of globalForPools.examprepPools?.cache.keys() ?? [])
    if ((JSON.parse(key) as [string])[0] === subject) yield key;
}

type PoolRow = {
  id: string;
  version_id: string;
  topic: string;
  stimulus_id: string | null;
  answer_index: number;
  option_count: number;
};

/**
 * `questions q` is in the platform pool: the platform's own (no owner) or a tutor's with an
 * approved version; never a quiz's, never retired. Served by the (subject, status, owner_id,
 * approved_version) index.
 */
export const IN_POOL = Prisma.sql`q.quiz_id IS NULL AND q.status = 'active' AND (q.owner_id IS NULL OR q.approved_version IS NOT NULL)`;
/** The version of `questions q` the pool serves: the approved one, else (the platform's) the current one. */
export const POOL_VERSION = Prisma.sql`COALESCE(q.approved_version, q.version)`;

/** Whether a question belongs to the platform pool, retired or not: the platform's own or a tutor's approved one. */
export const poolMemberWhere = {
  quizId: null,
  OR: [{ ownerId: null }, { approvedVersion: { not: null } }],
} as const satisfies Prisma.QuestionWhereInput;

/** The same membership as a test on a row already read. */
export const isPoolMember = (q: { quizId: string | null; ownerId: string | null; approvedVersion: number | null }) =>
  q.quizId === null && (q.ownerId === null || q.approvedVersion !== null);

/** IN_POOL in Prisma's terms: a member that is drawn (not retired). */
export const inPoolWhere = { ...poolMemberWhere, status: "active" } as const satisfies Prisma.QuestionWhereInput;

export function subjectPool(subject: string, exam: string, options: number): Promise<SubjectPool> {
  return pools.get(JSON.stringify([subject, exam, options]));
}

async function loadPool(key: string): Promise<SubjectPool> {
  const [subject, exam, options] = JSON.parse(key) as [string, string, number];
  const [rows, topics] = await Promise.all([
    db.$queryRaw<PoolRow[]>`
      SELECT q.id, v.id AS version_id, t.slug AS topic, v.stimulus_id, v.answer_index, cardinality(v.options) AS option_count
      FROM questions q
      JOIN question_versions v ON v.question_id = q.id AND v.version = ${POOL_VERSION}
      JOIN topics t ON t.id = q.topic_id
      WHERE ${IN_POOL} AND q.subject = ${subject}
        AND ${exam}::"ExamBody" = ANY(q.exams) AND cardinality(v.options) = ${options}
      ORDER BY q.slug NULLS LAST, q.id`,
    db.$queryRaw<{ slug: string; parent: string | null }[]>`
      SELECT t.slug, p.slug AS parent FROM topics t LEFT JOIN topics p ON p.id = t.parent_id
      WHERE t.subject = ${subject}
      ORDER BY COALESCE(p.position, t.position), t.parent_id NULLS FIRST, t.position`,
  ]);
  const groups: Record<string, string[]> = {};
  for (const t of topics) if (t.parent) (groups[t.parent] ??= []).push(t.slug);
  return {
    questions: rows.map((r) => ({
      id: r.id,
      versionId: r.version_id,
      topic: r.topic,
      stimulusId: r.stimulus_id,
      answerIndex: r.answer_index,
      optionCount: Number(r.option_count),
    })),
    topicOrder: topics.map((t) => t.slug),
    groups,
  };
}

/** After an editor's decision: this process draws from the new pool at once (the others hear of it at commit). */
export function forgetPools(): void {
  pools.cache.clear();
}

/** Sittings counted as recent: their questions come last of all in a draw. */
export const RECENT_SITTINGS = 5;

/** What this student has met: every question of any sitting of theirs, and which of those were in their latest ones. */
export type SeenQuestions = { seen: Set<string>; recent: Set<string> };

type Reader = Pick<typeof db, "$queryRaw">;

/**
 * The draw avoids every question a student has seen while the pool allows, the recent ones longest.
 * A pack on the student's phone not yet sat counts as recent: its practice keys are in the
 * student's hands, so no exam draws its questions while another paper can; until it expires
 * unstarted (lib/exam/offline-claims.ts), after which it can no longer be sat.
 */
export async function seenQuestions(studentId: string, client: Reader = db): Promise<SeenQuestions> {
  return seenFrom(await client.$queryRaw<MetQuestion[]>(metQuestions(studentId)));
}

type MetQuestion = { question_id: string; recent: boolean };

/** What seenQuestions answers, from metQuestions' rows (read alone, or with more in one statement). */
export function seenFrom(rows: readonly MetQuestion[]): SeenQuestions {
  return {
    seen: new Set(rows.map((r) => r.question_id)),
    recent: new Set(rows.filter((r) => r.recent).map((r) => r.question_id)),
  };
}

/** The rows (question_id, recent) behind seenQuestions, for a statement that reads them with more. */
export function metQuestions(studentId: string): Prisma.Sql {
  const expiredBefore = new Date(packsExpiredBefore(Date.now()));
  return Prisma.sql`
    WITH mine AS (SELECT id, row_number() OVER (ORDER BY started_at DESC) AS n FROM sittings WHERE student_id = ${studentId} AND paper_id IS NOT NULL)
    SELECT question_id, bool_or(recent) AS recent FROM (
      SELECT si.question_id, m.n <= ${RECENT_SITTINGS} AS recent
      FROM sitting_items si JOIN mine m ON m.id = si.sitting_id
      UNION ALL
      SELECT i->>'questionId', true FROM offline_packs p, jsonb_array_elements(p.items) i
      WHERE p.student_id = ${studentId} AND p.sitting_id IS NULL AND p.downloaded_at >= ${expiredBefore}
    ) met
    GROUP BY question_id`;
}
