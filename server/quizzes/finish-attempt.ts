import "server-only";
import { lagosDay } from "@/lib/validation/progress";
import { minutesRoundedUp, scorePercent } from "@/lib/quizzes/quiz-rules";
import { db, queryPrepared } from "../db";
import { prepared, timestampParam } from "../prepared-query";
import { recordQuizEvidence } from "../study/record-evidence";
import { attemptFromSitting, rememberSubmitted } from "./attempt-reads";
import { questionsOf, type QuestionRow } from "./quiz-cache";
import { GRACE_SECONDS, letterOf, score, type AttemptRow, type SavedAnswers } from "./scoring";

// The sitting's row takes the result, its items are marked from the answers (as any sitting's at
// submit) and the time goes to the student's study day: one statement. An item is judged by the
// key the score counts, the quiz's at submit: a key the tutor corrected during the attempt
// replaces the one drawn at its start, as a regraded sitting's item does (server/bank/regrade.ts).
const closeAttempt = (finalAnswers: boolean) =>
  prepared(`
    with closed as (
      update sittings
      set submitted_at = $2::timestamp, total_score = $3::int, correct_count = $4::int, question_count = $5::int,
          passed = $6::boolean, time_taken = $7::int, auto_submitted = $8::boolean${finalAnswers ? ", answers = $12::jsonb" : ""}
      where id = $1::text and quiz_id is not null and submitted_at is null${finalAnswers ? " and answers = $13::jsonb" : ""}
      returning id, student_id, answers
    ), marked as (
      update sitting_items si
      set answer = c.answers->>si.question_id,
          correct_key = coalesce($11::jsonb->>si.question_id, si.correct_key),
          correct = coalesce(c.answers->>si.question_id = coalesce($11::jsonb->>si.question_id, si.correct_key), false)
      from closed c
      where si.sitting_id = c.id
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
  const answers = finalAnswers ?? attempt.answers;
  const { correct, picked } = score(questions, answers);
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
    JSON.stringify(Object.fromEntries(questions.map((q) => [q.id, letterOf(q.correctIndex)]))),
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
    questions.map((q, index) => {
      const answer = picked.get(q.id);
      return {
        questionId: q.id,
        number: index + 1,
        subject: null,
        topicId: null,
        answer: answer === undefined ? null : String(answer),
        correct: answer === q.correctIndex,
        opened: true,
        flagged: false,
      };
    }),
    submittedAt,
  );
  const closed = { ...attempt, ...data, answers };
  rememberSubmitted(closed);
  return closed;
}

/** Finishes attempts left open past their expiry (and grace) from the answers saved before it. */
export async function finishExpiredAttempts(scope: { studentId?: string; quizId?: string; now?: Date } = {}) {
  const now = scope.now ?? new Date();
  const expired = await db.sitting.findMany({
    where: {
      quizId: scope.quizId ?? { not: null },
      submittedAt: null,
      expiresAt: { lt: new Date(now.getTime() - GRACE_SECONDS * 1000) },
      ...(scope.studentId ? { studentId: scope.studentId } : {}),
    },
    take: 500,
    include: { quiz: { select: { passingScore: true } } },
  });
  let finished = 0;
  for (const { quiz, ...sitting } of expired) {
    const attempt = attemptFromSitting(sitting);
    if (await finish(attempt, await questionsOf(attempt.quizId), quiz!.passingScore, attempt.expiresAt!, true))
      finished++;
  }
  return finished;
}
