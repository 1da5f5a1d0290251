import "server-only";
import { keyRevealed } from "@/lib/quizzes/review-policy";
import { db } from "../db";
import { AppError } from "../errors";
import { getQuizDetails } from "./catalogue";
import { attemptFromSitting } from "./attempt-reads";
import { finishExpiredAttempts } from "./finish-attempt";
import { ownAttempt } from "./own-attempt";
import type { QuestionHtml } from "@/lib/exam/question-html";
import { quizQuestionHtml, type QuizQuestionHtml } from "./question-html";
import { cachedQuiz, type QuestionRow } from "./quiz-cache";
import type { QuizDto } from "./quiz-dto";
import { pickedOptions, type AttemptRow, type SavedAnswers } from "./attempt-row";

// A student's submitted attempts: one result (with the answer key where the review policy
// allows it), the attempts at a quiz, and every result. A result read later shows each question
// as the attempt's item holds it (the version shown, the key marked against); the submit's own
// answer shows the questions it has just scored.

/** Whether the student has submitted their last allowed attempt at the quiz (`attempt` is one of theirs, submitted). */
async function lastAttemptSubmitted(attempt: AttemptRow, maxAttempts: number | null): Promise<boolean> {
  if (maxAttempts === null) return false;
  if (attempt.attemptNumber >= maxAttempts) return true;
  const last = await db.sitting.findFirst({
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
export async function result(attempt: AttemptRow, { withStats = false, asMarked = false } = {}) {
  const { questions, quiz: cached } = await cachedQuiz(attempt.quizId);
  const quiz = withStats ? await getQuizDetails(attempt.quizId, { id: attempt.studentId, role: "student" }) : cached;
  const reveal = await mayRevealKey(attempt, cached);
  const reviewed = asMarked ? await markedQuestions(attempt.id) : scoredQuestions(questions, attempt.answers);
  return {
    attempt: {
      ...toSummary(attempt),
      key_revealed: reveal,
      questions: reviewed.map((q) => ({
        id: q.id,
        question: q.question,
        options: q.options,
        ...(q.html
          ? {
              html: {
                question: q.html.question,
                options: q.html.options,
                explanation: reveal ? q.html.explanation : null,
              },
            }
          : {}),
        explanation: reveal ? q.explanation : null,
        selected_answer: q.selected,
        correct_answer: reveal ? q.correct : null,
        is_correct: reveal ? q.selected === q.correct : null,
      })),
    },
    quiz,
  };
}

type Reviewed = {
  id: string;
  question: string;
  options: string[];
  explanation: string;
  html?: QuizQuestionHtml;
  selected: number | null;
  correct: number;
};

/** The quiz's questions as the submit just scored them. */
function scoredQuestions(questions: QuestionRow[], answers: SavedAnswers): Reviewed[] {
  const picked = pickedOptions(questions, answers);
  return questions.map((q) => ({
    id: q.id,
    question: q.question,
    options: q.options,
    explanation: q.explanation,
    ...(q.html ? { html: q.html } : {}),
    selected: picked.get(q.id) ?? null,
    correct: q.correctIndex,
  }));
}

const indexOfLetter = (letter: string | null) => (letter === null ? null : letter.charCodeAt(0) - 65);

/**
 * The attempt's questions as its items hold them: the version the student was shown and the key
 * it was marked against, whatever the tutor has changed since (a quiz shows its options in their
 * own order, so a letter is the option's index).
 */
async function markedQuestions(attemptId: string): Promise<Reviewed[]> {
  type Row = {
    id: string;
    text: string;
    options: string[];
    explanation: string;
    html: QuestionHtml | null;
    answer: string | null;
    correct_key: string;
  };
  const rows = await db.$queryRaw<Row[]>`
    SELECT si.question_id AS id, v.text, v.options, v.explanation, v.html, si.answer, si.correct_key
    FROM sitting_items si JOIN question_versions v ON v.id = si.version_id
    WHERE si.sitting_id = ${attemptId} ORDER BY si.number`;
  return rows.map((row) => {
    const html = quizQuestionHtml({ question: row.text, options: row.options, explanation: row.explanation }, row.html);
    return {
      id: row.id,
      question: row.text,
      options: row.options,
      explanation: row.explanation,
      ...(html ? { html } : {}),
      selected: indexOfLetter(row.answer),
      correct: indexOfLetter(row.correct_key)!,
    };
  });
}
export type AttemptResult = Awaited<ReturnType<typeof result>>;

export async function getAttemptResult(studentId: string, quizId: string, attemptId: string) {
  let attempt = await ownAttempt(studentId, quizId, attemptId);
  if (!attempt.submittedAt) {
    await finishExpiredAttempts({ studentId, quizId });
    attempt = await ownAttempt(studentId, quizId, attemptId);
    if (!attempt.submittedAt) throw new AppError("conflict", "This attempt has not been submitted yet");
  }
  return result(attempt, { withStats: true, asMarked: true });
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
  const rows = await db.sitting.findMany({
    where: { studentId, quizId, submittedAt: { not: null } },
    orderBy: { submittedAt: "desc" },
  });
  return { attempts: rows.map((r) => toSummary(attemptFromSitting(r))), quiz };
}

/** GET /api/quizzes/my-results: every submitted attempt of the student, newest first. */
export async function myResults(studentId: string) {
  await finishExpiredAttempts({ studentId });
  const rows = await db.sitting.findMany({
    where: { studentId, quizId: { not: null }, submittedAt: { not: null } },
    orderBy: { submittedAt: "desc" },
    take: 200,
    include: { quiz: { select: { id: true, title: true, category: true, passingScore: true } } },
  });
  return rows.map(({ quiz, ...r }) => ({
    ...toSummary(attemptFromSitting(r)),
    quiz_id: quiz!.id,
    quiz: { id: quiz!.id, title: quiz!.title, category: quiz!.category, passing_score: quiz!.passingScore },
  }));
}

/** The student's latest submitted attempt at a quiz, for a result page opened without an attempt id. */
export async function latestSubmittedAttemptId(studentId: string, quizId: string): Promise<string | null> {
  const row = await db.sitting.findFirst({
    where: { studentId, quizId, submittedAt: { not: null } },
    orderBy: { submittedAt: "desc" },
    select: { id: true },
  });
  return row?.id ?? null;
}
