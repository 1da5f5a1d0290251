import "server-only";
import { keyRevealed } from "@/lib/quizzes/review-policy";
import { db } from "../db";
import { AppError } from "../errors";
import { getQuizDetails } from "./catalogue";
import { finishExpiredAttempts } from "./finish-attempt";
import { ownAttempt } from "./own-attempt";
import { cachedQuiz } from "./quiz-cache";
import type { QuizDto } from "./quiz-dto";
import { savedAnswers, score, type AttemptRow } from "./scoring";

// A student's submitted attempts: one result (with the answer key where the review policy
// allows it), the attempts at a quiz, and every result.

/** Whether the student has submitted their last allowed attempt at the quiz (`attempt` is one of theirs, submitted). */
async function lastAttemptSubmitted(attempt: AttemptRow, maxAttempts: number | null): Promise<boolean> {
  if (maxAttempts === null) return false;
  if (attempt.attemptNumber >= maxAttempts) return true;
  const last = await db.quizAttempt.findFirst({
    where: { studentId: attempt.studentId, quizId: attempt.quizId, attemptNumber: { gte: maxAttempts } },
    select: { submittedAt: true },
  });
  return Boolean(last?.submittedAt);
}

/** Whether this attempt's review may show the answer key, by the quiz's review policy (lib/quizzes/review-policy.ts). */
async function mayRevealKey(attempt: AttemptRow, quiz: QuizDto): Promise<boolean> {
  if (quiz.review_policy !== "after_last_attempt") return keyRevealed(quiz.review_policy, quiz.max_attempts, false);
  return keyRevealed(quiz.review_policy, quiz.max_attempts, await lastAttemptSubmitted(attempt, quiz.max_attempts));
}

/**
 * The result of a submitted attempt (every caller holds one) in the shape of docs/contract.md ("HTTP API"); `withStats`
 * adds the student's user_stats to the quiz. Where the review policy withholds the key,
 * correct_answer, explanation and is_correct are null.
 */
export async function result(attempt: AttemptRow, { withStats = false } = {}) {
  const { questions, quiz: cached } = await cachedQuiz(attempt.quizId);
  const quiz = withStats ? await getQuizDetails(attempt.quizId, { id: attempt.studentId, role: "student" }) : cached;
  const { picked } = score(questions, savedAnswers(attempt), attempt.expiresAt);
  const reveal = await mayRevealKey(attempt, cached);
  return {
    attempt: {
      ...toSummary(attempt),
      key_revealed: reveal,
      questions: questions.map((q) => {
        const selected = picked.get(q.id) ?? null;
        return {
          id: q.id,
          question: q.question,
          options: q.options,
          explanation: reveal ? q.explanation : null,
          selected_answer: selected,
          correct_answer: reveal ? q.correctIndex : null,
          is_correct: reveal ? selected === q.correctIndex : null,
        };
      }),
    },
    quiz,
  };
}
export type AttemptResult = Awaited<ReturnType<typeof result>>;

export async function getAttemptResult(studentId: string, quizId: string, attemptId: string) {
  let attempt = await ownAttempt(studentId, quizId, attemptId);
  if (!attempt.submittedAt) {
    await finishExpiredAttempts({ studentId, quizId });
    attempt = await ownAttempt(studentId, quizId, attemptId);
    if (!attempt.submittedAt) throw new AppError("conflict", "This attempt has not been submitted yet");
  }
  return result(attempt, { withStats: true });
}

type AttemptSummary = {
  id: string;
  attempt_number: number;
  score: number;
  passed: boolean;
  correct_answers: number;
  total_questions: number;
  time_taken: number;
  started_at: string;
  submitted_at: string;
  created_at: string;
  auto_submitted: boolean;
};

function toSummary(a: AttemptRow): AttemptSummary {
  return {
    id: a.id,
    attempt_number: a.attemptNumber,
    score: a.score ?? 0,
    passed: a.passed ?? false,
    correct_answers: a.correctAnswers ?? 0,
    total_questions: a.totalQuestions,
    time_taken: a.timeTaken ?? 0,
    started_at: a.startedAt.toISOString(),
    submitted_at: a.submittedAt!.toISOString(),
    created_at: a.startedAt.toISOString(),
    auto_submitted: a.autoSubmitted,
  };
}

/** GET /api/quizzes/{id}/my-attempts: submitted attempts, newest first, with the quiz. */
export async function myAttempts(studentId: string, quizId: string) {
  const quiz = await getQuizDetails(quizId, { id: studentId, role: "student" });
  await finishExpiredAttempts({ studentId, quizId });
  const rows = await db.quizAttempt.findMany({
    where: { studentId, quizId, submittedAt: { not: null } },
    orderBy: { submittedAt: "desc" },
  });
  return { attempts: rows.map(toSummary), quiz };
}

/** GET /api/quizzes/my-results: every submitted attempt of the student, newest first. */
export async function myResults(studentId: string) {
  await finishExpiredAttempts({ studentId });
  const rows = await db.quizAttempt.findMany({
    where: { studentId, submittedAt: { not: null } },
    orderBy: { submittedAt: "desc" },
    take: 200,
    include: { quiz: { select: { id: true, title: true, category: true, passingScore: true } } },
  });
  return rows.map((r) => ({
    ...toSummary(r),
    quiz_id: r.quiz.id,
    quiz: { id: r.quiz.id, title: r.quiz.title, category: r.quiz.category, passing_score: r.quiz.passingScore },
  }));
}

/** The student's latest submitted attempt at a quiz, for a result page opened without an attempt id. */
export async function latestSubmittedAttemptId(studentId: string, quizId: string): Promise<string | null> {
  const row = await db.quizAttempt.findFirst({
    where: { studentId, quizId, submittedAt: { not: null } },
    orderBy: { submittedAt: "desc" },
    select: { id: true },
  });
  return row?.id ?? null;
}
