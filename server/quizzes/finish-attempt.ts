import "server-only";
import { minutesRoundedUp, optionLetter, scorePercent } from "@/lib/quizzes/quiz-rules";
import { db } from "../db";
import { closeSitting } from "../exam/close-sitting";
import { expiredSittings, finishEach, type ExpiredScope } from "../exam/expired-sittings";
import { recordQuizEvidence } from "../study/record-evidence";
import { attemptFromSitting, rememberSubmitted } from "./attempt-reads";
import { questionsOf, type QuestionRow } from "./quiz-cache";
import { savedAnswers, type AttemptRow } from "./attempt-row";

/**
 * Scores and closes an attempt once, with the engine's close (../exam/close-sitting.ts): its items
 * are marked against the quiz's keys at submit (a key the tutor corrected during the attempt
 * replaces the one drawn at its start), the score is the percentage of the quiz's questions
 * answered right, and the time goes to the student's study day. Returns the closed attempt, or
 * null if another caller closed it first.
 */
export async function finish(
  attempt: AttemptRow,
  questions: QuestionRow[],
  passingScore: number,
  submittedAt: Date,
  auto: boolean,
): Promise<AttemptRow | null> {
  const outcome = await closeSitting(attempt.id, submittedAt, {
    keys: Object.fromEntries(questions.map((q) => [q.id, optionLetter(q.correctIndex)])),
    settle: (marked, locked) => {
      const correct = marked.filter((m) => m.correct).length;
      const score = scorePercent(correct, questions.length);
      const elapsed = Math.max(0, (submittedAt.getTime() - attempt.startedAt.getTime()) / 1000);
      const data = {
        submittedAt,
        score,
        correctAnswers: correct,
        totalQuestions: questions.length,
        passed: score >= passingScore,
        timeTaken: minutesRoundedUp(elapsed),
        autoSubmitted: auto,
      };
      return {
        closing: {
          totalScore: score,
          result: null,
          autoSubmitted: auto,
          quiz: {
            correctCount: correct,
            questionCount: questions.length,
            passed: data.passed,
            timeTaken: data.timeTaken,
          },
          studiedUntil: submittedAt,
        },
        answer: { ...attempt, ...data, answers: savedAnswers(locked.answers) },
      };
    },
    // A quiz shows every question on its page: each counts as opened.
    evidence: (tx, marked) =>
      recordQuizEvidence(
        tx,
        attempt.studentId,
        attempt.id,
        marked.map((m) => ({
          questionId: m.question_id,
          number: m.number,
          subject: null,
          topicId: null,
          answer: m.answer,
          correct: m.correct,
          opened: true,
          flagged: false,
        })),
        submittedAt,
      ),
  });
  if (!outcome.closed) return null;
  rememberSubmitted(outcome.answer);
  return outcome.answer;
}

/**
 * Finishes one quiz sitting left open past its time and grace (../exam/expired-sittings.ts) from
 * the answers saved before it; whether this call closed it.
 */
export async function finishExpiredAttempt(sittingId: string): Promise<boolean> {
  const sitting = await db.sitting.findUnique({
    where: { id: sittingId },
    include: { quiz: { select: { passingScore: true } } },
  });
  if (!sitting?.quiz || sitting.submittedAt) return false;
  const attempt = attemptFromSitting(sitting);
  const questions = await questionsOf(attempt.quizId);
  return (await finish(attempt, questions, sitting.quiz.passingScore, attempt.expiresAt!, true)) !== null;
}

/** Finishes a student's quiz attempts (of one quiz when named) left open past their time, before their results are read. */
export async function finishExpiredAttempts(scope: ExpiredScope, now = new Date()): Promise<number> {
  return finishEach(await expiredSittings(now, 500, scope), (s) => finishExpiredAttempt(s.id));
}
