import "server-only";
import type { LRUCache } from "lru-cache";
import { keptLru } from "../cache/registry";
import { queryPrepared } from "../db";
import { prepared } from "../prepared-query";
import type { AttemptRow } from "./scoring";

// The attempt reads on every start, answer save and submit, as prepared statements
// (../prepared-query.ts), mapped to the row Prisma would give.
//
// A submitted attempt never changes again: it is closed once (./finish-attempt.ts) and nothing
// updates it after. It goes only with its quiz (deleted with a free course), and then the quiz
// is not found first. So each instance keeps the submitted attempts it closed or read lately,
// and a retried submit or a result opened again reads nothing. An open attempt is always read:
// every autosave changes it.

type AttemptColumns = {
  id: string;
  student_id: string;
  quiz_id: string;
  attempt_number: number;
  started_at: Date;
  expires_at: Date | null;
  submitted_at: Date | null;
  answers: AttemptRow["answers"];
  score: number | null;
  correct_answers: number | null;
  total_questions: number;
  time_taken: number | null;
  passed: boolean | null;
  auto_submitted: boolean;
};

const COLUMNS =
  "id, student_id, quiz_id, attempt_number, started_at, expires_at, submitted_at, answers, score, correct_answers, total_questions, time_taken, passed, auto_submitted";

const byId = prepared(`select ${COLUMNS} from quiz_attempts where id = $1`);
const newestOf = prepared(
  `select ${COLUMNS} from quiz_attempts where student_id = $1 and quiz_id = $2 order by attempt_number desc limit 1`,
);

export const toAttemptRow = (c: AttemptColumns): AttemptRow => ({
  id: c.id,
  studentId: c.student_id,
  quizId: c.quiz_id,
  attemptNumber: c.attempt_number,
  startedAt: c.started_at,
  expiresAt: c.expires_at,
  submittedAt: c.submitted_at,
  answers: c.answers,
  score: c.score,
  correctAnswers: c.correct_answers,
  totalQuestions: c.total_questions,
  timeTaken: c.time_taken,
  passed: c.passed,
  autoSubmitted: c.auto_submitted,
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
