import "server-only";
import { lagosDay } from "@/lib/validation/progress";
import { minutesRoundedUp, scorePercent } from "@/lib/quiz-rules";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { recordQuizEvidence } from "../study/record-evidence";
import { questionsOf, type QuestionRow } from "./quiz-cache";
import { savedAnswers, score, type AttemptRow, type SavedAnswers } from "./scoring";

/**
 * Scores and closes an attempt once (a conditional update) and adds its time to the
 * student's study day, in one statement; returns the closed row, or null if another caller
 * closed it first. With `finalAnswers`, they replace the saved answers, but only if those
 * are still the ones `attempt` holds (no autosave came in between); otherwise null too.
 */
export async function finish(
  attempt: AttemptRow,
  questions: QuestionRow[],
  passingScore: number,
  submittedAt: Date,
  auto: boolean,
  finalAnswers?: SavedAnswers,
): Promise<AttemptRow | null> {
  const answers = finalAnswers ?? savedAnswers(attempt);
  const { correct, picked } = score(questions, answers, attempt.expiresAt);
  const scorePct = scorePercent(correct, questions.length);
  const elapsed = Math.max(0, (submittedAt.getTime() - attempt.startedAt.getTime()) / 1000);
  const data = {
    submittedAt,
    score: scorePct,
    correctAnswers: correct,
    totalQuestions: questions.length,
    passed: scorePct >= passingScore,
    timeTaken: minutesRoundedUp(elapsed),
    autoSubmitted: auto,
  };
  const studySeconds = elapsed > 0 ? Math.round(Math.min(elapsed, 4 * 3600)) : 0;
  const rows = await db.$queryRaw<{ id: string }[]>`
    with closed as (
      update quiz_attempts
      set submitted_at = ${submittedAt}, score = ${data.score}, correct_answers = ${data.correctAnswers}, total_questions = ${data.totalQuestions},
          passed = ${data.passed}, time_taken = ${data.timeTaken}, auto_submitted = ${data.autoSubmitted}
          ${finalAnswers ? Prisma.sql`, answers = ${JSON.stringify(finalAnswers)}::jsonb` : Prisma.empty}
      where id = ${attempt.id} and submitted_at is null
          ${finalAnswers ? Prisma.sql`and answers = ${JSON.stringify(attempt.answers ?? {})}::jsonb` : Prisma.empty}
      returning id, student_id
    ), studied as (
      insert into study_days (student_id, day, seconds)
      select student_id, ${lagosDay(submittedAt)}::date, ${studySeconds}::int from closed where ${studySeconds}::int > 0
      on conflict (student_id, day) do update set seconds = study_days.seconds + excluded.seconds
    )
    select id from closed`;
  if (rows.length !== 1) return null;
  await recordQuizEvidence(
    attempt.studentId,
    attempt.id,
    questions.map((q) => ({ questionId: q.id, correct: picked.get(q.id) === q.correctIndex, answered: picked.has(q.id) })),
    submittedAt,
  );
  return { ...attempt, ...data, answers: answers as unknown as Prisma.JsonValue };
}

/** Finishes attempts left open past their expiry from the answers saved before it. */
export async function finishExpiredAttempts(scope: { studentId?: string; quizId?: string; now?: Date } = {}) {
  const now = scope.now ?? new Date();
  const expired = await db.quizAttempt.findMany({
    where: {
      submittedAt: null,
      expiresAt: { lt: now },
      ...(scope.studentId ? { studentId: scope.studentId } : {}),
      ...(scope.quizId ? { quizId: scope.quizId } : {}),
    },
    take: 500,
    include: { quiz: { select: { passingScore: true } } },
  });
  let finished = 0;
  for (const attempt of expired) {
    if (await finish(attempt, await questionsOf(attempt.quizId), attempt.quiz.passingScore, attempt.expiresAt!, true)) finished++;
  }
  return finished;
}
