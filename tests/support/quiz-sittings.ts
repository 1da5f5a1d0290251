// A course quiz's attempt made straight in a test's database: a sitting of the quiz
// (docs/exam-engine.md, "Course quizzes"), given as the quiz API speaks of an attempt.
import type { Prisma } from "@/server/generated/prisma/client";

const GRACE_MS = 60_000;

export type QuizAttemptFields = {
  studentId: string;
  quizId: string;
  attemptNumber: number;
  totalQuestions: number;
  startedAt?: Date;
  /** The attempt's expiry, grace included (the sitting's deadline is 60 s before it). */
  expiresAt?: Date | null;
  submittedAt?: Date | null;
  score?: number | null;
  correctAnswers?: number | null;
  passed?: boolean | null;
  timeTaken?: number | null;
  /** { "<question id>": "<letter>" } */
  answers?: Record<string, string>;
};

export function quizSitting(a: QuizAttemptFields): Prisma.SittingUncheckedCreateInput {
  return {
    studentId: a.studentId,
    quizId: a.quizId,
    attemptNumber: a.attemptNumber,
    mode: "practice",
    subjects: [],
    maxScore: 100,
    questionCount: a.totalQuestions,
    startedAt: a.startedAt,
    expiresAt: a.expiresAt ? new Date(a.expiresAt.getTime() - GRACE_MS) : a.expiresAt,
    submittedAt: a.submittedAt,
    totalScore: a.score,
    correctCount: a.correctAnswers,
    passed: a.passed,
    timeTaken: a.timeTaken,
    answers: a.answers,
  };
}
