import "server-only";
import type { LRUCache } from "lru-cache";
import { keptLru } from "../cache/registry";
import { queryPrepared, type PreparedTx } from "../db";
import { QUIZ_GRACE_SECONDS } from "../exam/expired-sittings";
import { SITTING_ROW_COLUMNS, type SittingRow } from "../exam/insert-sitting";
import { prepared } from "../prepared-query";
import { savedAnswers, type AttemptRow } from "./attempt-row";

// The attempt reads on every start, answer save and submit, as prepared statements
// (../prepared-query.ts). An attempt is a sitting of its quiz (docs/exam-engine.md, "Course
// quizzes"); these read the sitting's own row, never its items.
//
// A submitted attempt never changes again: it is closed once (./finish-attempt.ts) and nothing
// updates it after. It goes only with its quiz (deleted with a free course), and then the quiz
// is not found first. So each instance keeps the submitted attempts it closed or read lately,
// and a retried submit or a result opened again reads nothing. An open attempt is always read:
// every autosave changes it.

/** A quiz's sitting row: it names its quiz and attempt number. */
export type AttemptColumns = SittingRow & { quiz_id: string; attempt_number: number };

export const ATTEMPT_COLUMNS = SITTING_ROW_COLUMNS;

const byId = prepared(`select ${ATTEMPT_COLUMNS} from sittings where id = $1 and quiz_id is not null`);
const newestFirst = prepared(
  `select ${ATTEMPT_COLUMNS} from sittings where student_id = $1 and quiz_id = $2 order by attempt_number desc`,
);
const newestOf = prepared(
  `select ${ATTEMPT_COLUMNS} from sittings where student_id = $1 and quiz_id = $2 order by attempt_number desc limit 1`,
);

/** A quiz sitting as the quiz API speaks of it: its deadline with the grace, as the quiz has always said. */
export const toAttemptRow = (c: AttemptColumns): AttemptRow => ({
  id: c.id,
  studentId: c.student_id,
  quizId: c.quiz_id,
  attemptNumber: c.attempt_number,
  startedAt: c.started_at,
  expiresAt: c.expires_at && new Date(c.expires_at.getTime() + QUIZ_GRACE_SECONDS * 1000),
  submittedAt: c.submitted_at,
  answers: savedAnswers(c.answers),
  score: c.total_score,
  correctAnswers: c.correct_count,
  totalQuestions: c.question_count ?? 0,
  timeTaken: c.time_taken,
  passed: c.passed,
  autoSubmitted: c.auto_submitted,
});

/** The same from a Prisma sitting row of a quiz. */
export const attemptFromSitting = (s: {
  id: string;
  studentId: string;
  quizId: string | null;
  attemptNumber: number | null;
  startedAt: Date;
  expiresAt: Date | null;
  submittedAt: Date | null;
  answers: unknown;
  totalScore: number | null;
  correctCount: number | null;
  questionCount: number | null;
  timeTaken: number | null;
  passed: boolean | null;
  autoSubmitted: boolean;
}): AttemptRow =>
  toAttemptRow({
    id: s.id,
    student_id: s.studentId,
    quiz_id: s.quizId!,
    attempt_number: s.attemptNumber!,
    started_at: s.startedAt,
    expires_at: s.expiresAt,
    submitted_at: s.submittedAt,
    answers: s.answers,
    total_score: s.totalScore,
    correct_count: s.correctCount,
    question_count: s.questionCount,
    time_taken: s.timeTaken,
    passed: s.passed,
    auto_submitted: s.autoSubmitted,
  });

const globalForAttempts = globalThis as unknown as { examprepSubmittedAttempts?: LRUCache<string, AttemptRow> };
const submittedAttempts = (globalForAttempts.examprepSubmittedAttempts ??= keptLru<AttemptRow>("submittedAttempts"));

/** Keeps an attempt that has been submitted; an open one is ignored. */
export function rememberSubmitted(attempt: AttemptRow): void {
  if (attempt.submittedAt) submittedAttempts.set(attempt.id, attempt);
}

export async function attemptById(attemptId: string): Promise<AttemptRow | null> {
  const kept = submittedAttempts.get(attemptId);
  if (kept) return kept;
  const [row] = await queryPrepared<AttemptColumns>(byId, [attemptId]);
  if (!row) return null;
  const attempt = toAttemptRow(row);
  rememberSubmitted(attempt);
  return attempt;
}

/** The student's newest attempt at the quiz (the only one that can be open). */
export async function newestAttempt(studentId: string, quizId: string): Promise<AttemptRow | null> {
  const [row] = await queryPrepared<AttemptColumns>(newestOf, [studentId, quizId]);
  return row ? toAttemptRow(row) : null;
}

/** Every attempt of the student at the quiz, newest first, read in the caller's transaction. */
export async function attemptsNewestFirst(tx: PreparedTx, studentId: string, quizId: string): Promise<AttemptRow[]> {
  return (await tx.query<AttemptColumns>(newestFirst, [studentId, quizId])).map(toAttemptRow);
}
