import "server-only";
import { lagosDay } from "@/lib/validation/progress";
import { minutesRoundedUp, scorePercent } from "@/lib/quizzes/quiz-rules";
import { db, queryPrepared } from "../db";
import { prepared, timestampParam } from "../prepared-query";
import type { Prisma } from "../generated/prisma/client";
import { recordQuizEvidence } from "../study/record-evidence";
import { rememberSubmitted } from "./attempt-reads";
import { questionsOf, type QuestionRow } from "./quiz-cache";
import { savedAnswers, score, type AttemptRow, type SavedAnswers } from "./scoring";

const closeAttempt = (finalAnswers: boolean) =>
  prepared(`
    with closed as (
      update quiz_attempts
      set submitted_at = $2::timestamp, score = $3::int, correct_answers = $4::int, total_questions = $5::int,
          passed = $6::boolean, time_taken = $7::int, auto_submitted = $8::boolean${finalAnswers ? ", answers = $11::jsonb" : ""}
      where id = $1::text and submitted_at is null${finalAnswers ? " and answers = $12::jsonb" : ""}
      returning id, student_id
    ), studied as (
      insert into study_days (student_id, day, seconds)
      select student_id, $9::date, $10::int from closed where $10::int > 0
      on conflict (student_id, day) do update set seconds = study_days.seconds + excluded.seconds
    )
    select id from closed`);
const closeWithSavedAnswers = closeAttempt(false);
// Only if no autosave changed the answers since they were read.
const closeWithFinalAnswers = closeAttempt(true);

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
  const values = [
    attempt.id,
    timestampParam(submittedAt),
    data.score,
    data.correctAnswers,
    data.totalQuestions,
    data.passed,
    data.timeTaken,
    data.autoSubmitted,
    lagosDay(submittedAt),
    studySeconds,
  ];
  const rows = finalAnswers
    ? await queryPrepared<{ id: string }>(closeWithFinalAnswers, [
        ...values,
        JSON.stringify(finalAnswers),
        JSON.stringify(attempt.answers ?? {}),
      ])
    : await queryPrepared<{ id: string }>(closeWithSavedAnswers, values);
  if (rows.length !== 1) return null;
  await recordQuizEvidence(
    attempt.studentId,
    attempt.id,
    questions.map((q) => ({
      questionId: q.id,
      correct: picked.get(q.id) === q.correctIndex,
      answered: picked.has(q.id),
    })),
    submittedAt,
  );
  const closed = { ...attempt, ...data, answers: answers as unknown as Prisma.JsonValue };
  rememberSubmitted(closed);
  return closed;
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
  for (const { quiz, ...attempt } of expired) {
    if (await finish(attempt, await questionsOf(attempt.quizId), quiz.passingScore, attempt.expiresAt!, true))
      finished++;
  }
  return finished;
}
