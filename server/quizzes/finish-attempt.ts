import "server-only";
import { minutesRoundedUp, scorePercent } from "@/lib/quizzes/quiz-rules";
import { db } from "../db";
import { closeSitting } from "../exam/close-sitting";
import { recordQuizEvidence } from "../study/record-evidence";
import { attemptFromSitting, rememberSubmitted } from "./attempt-reads";
import { questionsOf, type QuestionRow } from "./quiz-cache";
import { GRACE_SECONDS, letterOf, savedAnswers, type AttemptRow } from "./attempt-row";

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
    keys: Object.fromEntries(questions.map((q) => [q.id, letterOf(q.correctIndex)])),
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
