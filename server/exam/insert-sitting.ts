import "server-only";
import { queryPrepared, type PreparedTx } from "../db";
import { prepared, timestampParam } from "../prepared-query";
import type { ItemRef } from "./sitting-content";

// The engine's one insert of a sitting with its drawn items, in one statement: a paper's start
// (./start-sitting.ts), a course quiz's (server/quizzes/attempts.ts) and a paper sat offline
// (./offline-upload.ts) all make their sittings here.

/** One drawn item (its question's version, its options in the order shown) with the key of that order. */
export type DrawnItem = ItemRef & {
  correctKey: string;
  /** When the candidate first saw it, for a sitting made after it was sat (offline). */
  openedAt?: Date;
};

export type NewSitting = {
  id: string;
  studentId: string;
  /** A paper's sitting names its paper; a course quiz's its quiz and attempt number. */
  of: { paperId: string; assignmentId: string | null } | { quizId: string; attemptNumber: number };
  mode: "exam" | "practice";
  subjects: string[];
  startedAt: Date;
  expiresAt: Date | null;
  maxScore: number;
  items: DrawnItem[];
  /** What a sitting made after it was sat already holds; a new one starts empty. */
  saved?: { answers: Record<string, string>; flags: string[]; timeSpent: Record<string, number> };
};

/** A sitting's own row, as the insert returns it and a quiz reads its attempts (server/quizzes/attempt-reads.ts). */
export type SittingRow = {
  id: string;
  student_id: string;
  quiz_id: string | null;
  attempt_number: number | null;
  started_at: Date;
  expires_at: Date | null;
  submitted_at: Date | null;
  answers: unknown;
  total_score: number | null;
  correct_count: number | null;
  question_count: number | null;
  time_taken: number | null;
  passed: boolean | null;
  auto_submitted: boolean;
};

export const SITTING_ROW_COLUMNS =
  "id, student_id, quiz_id, attempt_number, started_at, expires_at, submitted_at, answers, total_score, correct_count, question_count, time_taken, passed, auto_submitted";

const INSERT_SITTING = prepared(`
  WITH sitting AS (
    INSERT INTO sittings (id, student_id, paper_id, assignment_id, quiz_id, attempt_number, question_count, mode,
      subjects, started_at, expires_at, max_score, answers, flags, time_spent)
    VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::int, $7::int, $8::"SittingMode",
      $9::text[], $10::timestamp, $11::timestamp, $12::int, $13::jsonb, $14::text[], $15::jsonb)
    RETURNING ${SITTING_ROW_COLUMNS}
  ), items AS (
    INSERT INTO sitting_items (sitting_id, number, subject, question_id, version_id, option_order, correct_key, opened_at)
    SELECT sitting.id, t.number, t.subject, t.question_id, t.version_id, t.option_order::int[], t.correct_key,
      t.opened_at::timestamp
    FROM sitting, unnest($16::int[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[], $22::text[])
      AS t(number, subject, question_id, version_id, option_order, correct_key, opened_at)
  )
  SELECT * FROM sitting`);

/**
 * Inserts the sitting and its items, in the caller's transaction when given, else on its own (one
 * statement either way). A quiz's second attempt of the same number breaks the unique key (23505).
 */
export async function insertSitting(sitting: NewSitting, tx?: PreparedTx): Promise<SittingRow> {
  const { of, items, saved } = sitting;
  const paper = "paperId" in of ? of : null;
  const quiz = "quizId" in of ? of : null;
  const values = [
    sitting.id,
    sitting.studentId,
    paper?.paperId ?? null,
    paper?.assignmentId ?? null,
    quiz?.quizId ?? null,
    quiz?.attemptNumber ?? null,
    quiz ? items.length : null,
    sitting.mode,
    sitting.subjects,
    timestampParam(sitting.startedAt),
    sitting.expiresAt && timestampParam(sitting.expiresAt),
    sitting.maxScore,
    saved?.answers ?? {},
    saved?.flags ?? [],
    saved?.timeSpent ?? {},
    items.map((i) => i.number),
    items.map((i) => i.subject),
    items.map((i) => i.questionId),
    items.map((i) => i.versionId),
    items.map((i) => `{${i.optionOrder.join(",")}}`),
    items.map((i) => i.correctKey),
    items.map((i) => (i.openedAt ? timestampParam(i.openedAt) : null)),
  ];
  const [row] = tx
    ? await tx.query<SittingRow>(INSERT_SITTING, values)
    : await queryPrepared<SittingRow>(INSERT_SITTING, values);
  return row!;
}
