import "server-only";
import { MAX_QUESTIONS_PER_QUIZ, type QuizUpdate } from "@/lib/validation/quiz-authoring";
import { db } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import { AppError, forbidden, notFound } from "../../errors";
import type { VersionContent } from "../../bank/versions";
import { invalidateQuiz } from "../quiz-cache";
import { quizSelect, toQuizDto } from "../quiz-dto";

// Tutor quiz authoring, one operation per file in this folder; this one holds what they share.
// Quizzes (general or linked to one of the tutor's courses) and their questions, added one by
// one or imported in bulk from CSV or Aiken text. Every write is scoped to the owner tutor. Question writes lock the quiz row (by touching updated_at),
// so positions stay 1…n under concurrent edits. These DTOs carry the answer key: they are
// for the owner tutor only, never for students.
//
// Quiz questions live in the question bank's table: each carries its quiz's subject
// (category), tutor (owner) and difficulty, and has a question_versions row for its current
// version, written by server/bank/versions.ts as for any bank question.

const OWN_QUIZZES = "You can only change your own quizzes";

export const authoredQuizSelect = {
  ...quizSelect,
  tutorId: true,
  updatedAt: true,
} as const satisfies Prisma.QuizSelect;

export const questionSelect = {
  id: true,
  quizId: true,
  position: true,
  question: true,
  options: true,
  correctIndex: true,
  explanation: true,
} as const satisfies Prisma.QuestionSelect;

export type QuizRow = Prisma.QuizGetPayload<{ select: typeof authoredQuizSelect }>;
/** What every question of a quiz takes from it. */
const quizFactsSelect = { category: true, tutorId: true, difficulty: true } as const satisfies Prisma.QuizSelect;
export type QuizFacts = Prisma.QuizGetPayload<{ select: typeof quizFactsSelect }>;
export const bankColumns = (quiz: QuizFacts) => ({
  subject: quiz.category,
  ownerId: quiz.tutorId,
  difficulty: quiz.difficulty,
});

export const contentOf = (q: {
  question: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}): VersionContent => ({
  text: q.question,
  options: q.options,
  answerIndex: q.correctIndex,
  explanation: q.explanation,
  stimulusId: null,
  imageKey: null,
});
export type QuestionRow = Prisma.QuestionGetPayload<{ select: typeof questionSelect }>;
export type Tx = Prisma.TransactionClient;

/** A quiz as its owner sees it (snake_case fields of docs/product-spec.md part 3). */
export function toAuthoredQuizDto(q: QuizRow) {
  return { ...toQuizDto(q), tutor_id: q.tutorId, updated_at: q.updatedAt.toISOString() };
}
export type AuthoredQuizDto = ReturnType<typeof toAuthoredQuizDto>;

/** A question with its answer key (`correct_answer`: 0-based option index). */
export function toAuthoredQuestionDto(q: QuestionRow) {
  return {
    id: q.id,
    quiz_id: q.quizId,
    position: q.position,
    question: q.question,
    options: q.options,
    correct_answer: q.correctIndex,
    explanation: q.explanation,
  };
}
export type AuthoredQuestionDto = ReturnType<typeof toAuthoredQuestionDto>;

/** 404 when the quiz does not exist, 403 when another tutor owns it. */
export async function assertQuizOwner(quizId: string, tutorId: string): Promise<void> {
  const quiz = await db.quiz.findUnique({ where: { id: quizId }, select: { tutorId: true } });
  if (!quiz) throw notFound("Quiz");
  if (quiz.tutorId !== tutorId) throw forbidden(OWN_QUIZZES);
}

export async function questionOwnedBy(questionId: string, tutorId: string) {
  const question = await db.question.findUnique({
    where: { id: questionId },
    select: { quizId: true, quiz: { select: { tutorId: true } } },
  });
  // Pool questions of the bank (no quiz) are managed through the bank's API, not a quiz's.
  if (!question?.quiz || !question.quizId) throw notFound("Question");
  if (question.quiz.tutorId !== tutorId) throw forbidden(OWN_QUIZZES);
  return { quizId: question.quizId };
}

/** A quiz may only be linked to a course its tutor owns: 404 unknown course, else 403. */
export async function assertCourseForQuiz(courseId: string, tutorId: string): Promise<void> {
  const course = await db.course.findUnique({ where: { id: courseId }, select: { ownerId: true } });
  if (!course) throw notFound("Course");
  if (course.ownerId !== tutorId) throw forbidden("You can only add quizzes to your own courses");
}

/**
 * Runs `work` on a quiz's questions in one transaction that first locks the quiz row and
 * marks the quiz as changed; this instance's cached copy is dropped once it has committed
 * (dropped earlier, a start in between would cache the old questions again).
 */
export async function changeQuestions<T>(quizId: string, work: (tx: Tx, quiz: QuizFacts) => Promise<T>): Promise<T> {
  const result = await db.$transaction(async (tx) => {
    const quiz = await tx.quiz.update({
      where: { id: quizId },
      data: { updatedAt: new Date() },
      select: quizFactsSelect,
    });
    return work(tx, quiz);
  });
  invalidateQuiz(quizId);
  return result;
}

function tooManyQuestions(existing: number, adding: number): AppError {
  const message = `A quiz can have at most ${MAX_QUESTIONS_PER_QUIZ} questions (this one has ${existing}, adding ${adding})`;
  return new AppError("validation_error", message, { fieldErrors: { questions: message } });
}

export async function nextPositionFor(tx: Tx, quizId: string, adding: number): Promise<number> {
  const stats = await tx.question.aggregate({ where: { quizId }, _count: { _all: true }, _max: { position: true } });
  if (stats._count._all + adding > MAX_QUESTIONS_PER_QUIZ) throw tooManyQuestions(stats._count._all, adding);
  return (stats._max.position ?? 0) + 1;
}

/** The API's snake_case quiz fields as columns (undefined leaves a column as it is). */
export function quizColumns(input: QuizUpdate) {
  return {
    courseId: input.course_id,
    title: input.title,
    description: input.description,
    category: input.category,
    difficulty: input.difficulty,
    timeLimit: input.time_limit,
    passingScore: input.passing_score,
    maxAttempts: input.max_attempts,
    status: input.status,
    reviewPolicy: input.review_policy,
  };
}
