import "server-only";
import { invalidateQuiz } from "./quiz-cache";
import { quizSelect, toQuizDto } from "./quiz-dto";
import { parseAiken } from "@/lib/quiz-import/aiken";
import { parseQuestionsCsv } from "@/lib/quiz-import/csv";
import type { ImportError, ParsedQuestion } from "@/lib/quiz-import/import-result";
import {
  correctAnswerMessage,
  MAX_QUESTIONS_PER_QUIZ,
  optionKey,
  type ImportInput,
  type QuestionInput,
  type QuestionUpdate,
  type QuizCreate,
  type QuizUpdate,
} from "@/lib/validation/quiz-authoring";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { AppError, forbidden, notFound } from "../errors";
import { assertMayPublish } from "../courses/visibility";
import { saveContent, writeFirstVersions, type VersionContent } from "../bank/versions";

// Tutor quiz authoring: quizzes (general or linked to one of the tutor's courses) and their
// questions, added one by one or imported in bulk from CSV or Aiken text. Every write is
// scoped to the owner tutor. Question writes lock the quiz row (by touching updated_at),
// so positions stay 1…n under concurrent edits. These DTOs carry the answer key: they are
// for the owner tutor only, never for students.
//
// Quiz questions live in the question bank's table: each carries its quiz's subject
// (category), tutor (owner) and difficulty, and has a question_versions row for its current
// version, written by server/bank/versions.ts as for any bank question.

export { MAX_QUESTIONS_PER_QUIZ };
/** Import errors listed in one answer; the message gives the total. */
const MAX_LISTED_LINES = 200;

const OWN_QUIZZES = "You can only change your own quizzes";

const authoredQuizSelect = { ...quizSelect, tutorId: true, updatedAt: true } as const satisfies Prisma.QuizSelect;

const questionSelect = {
  id: true,
  quizId: true,
  position: true,
  question: true,
  options: true,
  correctIndex: true,
  explanation: true,
} as const satisfies Prisma.QuestionSelect;

type QuizRow = Prisma.QuizGetPayload<{ select: typeof authoredQuizSelect }>;
/** What every question of a quiz takes from it. */
const quizFactsSelect = { category: true, tutorId: true, difficulty: true } as const satisfies Prisma.QuizSelect;
type QuizFacts = Prisma.QuizGetPayload<{ select: typeof quizFactsSelect }>;
const bankColumns = (quiz: QuizFacts) => ({
  subject: quiz.category,
  ownerId: quiz.tutorId,
  difficulty: quiz.difficulty,
});

const contentOf = (q: {
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
type QuestionRow = Prisma.QuestionGetPayload<{ select: typeof questionSelect }>;
type Tx = Prisma.TransactionClient;

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

// ---- Owner checks ---------------------------------------------------------------------

/** 404 when the quiz does not exist, 403 when another tutor owns it. */
async function assertQuizOwner(quizId: string, tutorId: string): Promise<void> {
  const quiz = await db.quiz.findUnique({ where: { id: quizId }, select: { tutorId: true } });
  if (!quiz) throw notFound("Quiz");
  if (quiz.tutorId !== tutorId) throw forbidden(OWN_QUIZZES);
}

async function questionOwnedBy(questionId: string, tutorId: string) {
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
async function assertCourseForQuiz(courseId: string, tutorId: string): Promise<void> {
  const course = await db.course.findUnique({ where: { id: courseId }, select: { ownerId: true } });
  if (!course) throw notFound("Course");
  if (course.ownerId !== tutorId) throw forbidden("You can only add quizzes to your own courses");
}

/**
 * Runs `work` on a quiz's questions in one transaction that first locks the quiz row and
 * marks the quiz as changed; this instance's cached copy is dropped once it has committed
 * (dropped earlier, a start in between would cache the old questions again).
 */
async function changeQuestions<T>(quizId: string, work: (tx: Tx, quiz: QuizFacts) => Promise<T>): Promise<T> {
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

async function nextPositionFor(tx: Tx, quizId: string, adding: number): Promise<number> {
  const stats = await tx.question.aggregate({ where: { quizId }, _count: { _all: true }, _max: { position: true } });
  if (stats._count._all + adding > MAX_QUESTIONS_PER_QUIZ) throw tooManyQuestions(stats._count._all, adding);
  return (stats._max.position ?? 0) + 1;
}

// ---- Quizzes ----------------------------------------------------------------------------

/** The API's snake_case quiz fields as columns (undefined leaves a column as it is). */
function quizColumns(input: QuizUpdate) {
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

export async function createQuiz(
  tutor: { id: string; firstName: string; lastName: string },
  input: QuizCreate,
): Promise<AuthoredQuizDto> {
  await assertMayPublish(tutor.id, input.status);
  if (input.course_id) await assertCourseForQuiz(input.course_id, tutor.id);
  const quiz = await db.quiz.create({
    data: {
      ...quizColumns(input),
      tutorId: tutor.id,
      title: input.title,
      category: input.category,
      difficulty: input.difficulty,
    },
    select: authoredQuizSelect,
  });
  return toAuthoredQuizDto(quiz);
}

/** Any subset of the fields; `course_id` moves the quiz to another of the tutor's courses, null makes it general. */
export async function updateQuiz(quizId: string, tutorId: string, input: QuizUpdate): Promise<AuthoredQuizDto> {
  await assertQuizOwner(quizId, tutorId);
  await assertMayPublish(tutorId, input.status);
  if (input.course_id) await assertCourseForQuiz(input.course_id, tutorId);
  const quiz = await db.$transaction(async (tx) => {
    const updated = await tx.quiz.update({
      where: { id: quizId },
      data: quizColumns(input),
      select: authoredQuizSelect,
    });
    // Its questions follow the quiz's subject and difficulty.
    if (input.category !== undefined || input.difficulty !== undefined) {
      await tx.question.updateMany({
        where: { quizId },
        data: { subject: updated.category, difficulty: updated.difficulty },
      });
    }
    return updated;
  });
  invalidateQuiz(quizId);
  return toAuthoredQuizDto(quiz);
}

/** Deletes a quiz and its questions; refused (409) once a student has submitted an attempt, so results survive. */
export async function deleteQuiz(quizId: string, tutorId: string): Promise<void> {
  await assertQuizOwner(quizId, tutorId);
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM quizzes WHERE id = ${quizId} FOR UPDATE`;
    const submitted = await tx.sitting.count({ where: { quizId, submittedAt: { not: null } } });
    if (submitted > 0)
      throw new AppError(
        "conflict",
        "This quiz has submitted attempts and cannot be deleted: students' results must be kept",
      );
    // The open attempts first: their items hold on to the questions' versions.
    await tx.sitting.deleteMany({ where: { quizId } });
    await tx.quiz.delete({ where: { id: quizId } });
  });
  invalidateQuiz(quizId);
}

// ---- Questions --------------------------------------------------------------------------

/** The quiz's questions in order, with the answer key (owner only). */
export async function listQuestions(quizId: string, tutorId: string): Promise<AuthoredQuestionDto[]> {
  await assertQuizOwner(quizId, tutorId);
  const rows = await db.question.findMany({
    where: { quizId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: questionSelect,
  });
  return rows.map(toAuthoredQuestionDto);
}

/** Appends one question after the existing ones. */
export async function addQuestion(quizId: string, tutorId: string, input: QuestionInput): Promise<AuthoredQuestionDto> {
  await assertQuizOwner(quizId, tutorId);
  const question = await changeQuestions(quizId, async (tx, quiz) => {
    const position = await nextPositionFor(tx, quizId, 1);
    const created = await tx.question.create({
      data: {
        quizId,
        position,
        ...bankColumns(quiz),
        question: input.question,
        options: input.options,
        correctIndex: input.correct_answer,
        explanation: input.explanation,
      },
      select: questionSelect,
    });
    await writeFirstVersions(tx, [{ id: created.id, content: contentOf(created) }], "lenient");
    return created;
  });
  return toAuthoredQuestionDto(question);
}

function badAnswer(message: string): AppError {
  return new AppError("validation_error", message, { fieldErrors: { correct_answer: message } });
}

/**
 * Any subset of the fields. New options without correct_answer keep the right option by
 * its text (so reordering options keeps the key right); if it is gone, correct_answer must
 * be sent. A correct_answer alone must point to one of the stored options.
 */
export async function updateQuestion(
  questionId: string,
  tutorId: string,
  input: QuestionUpdate,
): Promise<AuthoredQuestionDto> {
  const owned = await questionOwnedBy(questionId, tutorId);
  const question = await changeQuestions(owned.quizId, async (tx) => {
    const stored = await tx.question.findUnique({ where: { id: questionId }, select: questionSelect });
    if (!stored) throw notFound("Question");
    let correctIndex = input.correct_answer;
    if (input.options && correctIndex === undefined) {
      const key = optionKey(stored.options[stored.correctIndex] ?? "");
      correctIndex = input.options.findIndex((o) => optionKey(o) === key);
      if (correctIndex === -1)
        throw badAnswer("The right option is no longer among the options: send correct_answer with the new options");
    }
    if (!input.options && correctIndex !== undefined && correctIndex >= stored.options.length) {
      throw badAnswer(correctAnswerMessage(stored.options.length));
    }
    // Through the versions, so a version a candidate was shown in a sitting is never changed.
    const content = contentOf({
      question: input.question ?? stored.question,
      options: input.options ?? stored.options,
      correctIndex: correctIndex ?? stored.correctIndex,
      explanation: input.explanation ?? stored.explanation,
    });
    await saveContent(tx, questionId, content, "lenient");
    return tx.question.findUniqueOrThrow({ where: { id: questionId }, select: questionSelect });
  });
  return toAuthoredQuestionDto(question);
}

/** Deletes a question; the ones after it move up, so positions stay 1…n. */
export async function deleteQuestion(questionId: string, tutorId: string): Promise<void> {
  const owned = await questionOwnedBy(questionId, tutorId);
  await changeQuestions(owned.quizId, async (tx) => {
    // Attempts lose the question as their review always has (it shows the quiz's questions);
    // their items hold on to its versions, so they go first.
    await tx.sittingItem.deleteMany({ where: { questionId } });
    const deleted = await tx.question.delete({ where: { id: questionId }, select: { position: true } });
    await tx.question.updateMany({
      where: { quizId: owned.quizId, position: { gt: deleted.position ?? 0 } },
      data: { position: { decrement: 1 } },
    });
  });
}

// ---- Import -----------------------------------------------------------------------------

/** 400 listing each error under `errors["line N"]` (several on one line joined by "; "). */
export function importErrorsToAppError(errors: ImportError[]): AppError {
  const byLine = new Map<number, string[]>();
  for (const e of errors) {
    const list = byLine.get(e.line);
    if (list) list.push(e.message);
    else if (byLine.size < MAX_LISTED_LINES) byLine.set(e.line, [e.message]);
  }
  const fieldErrors = Object.fromEntries([...byLine].map(([line, messages]) => [`line ${line}`, messages.join("; ")]));
  const first = errors[0]!;
  const more = errors.length - 1;
  const message = `Line ${first.line}: ${first.message}${more > 0 ? ` (and ${more} more error${more === 1 ? "" : "s"})` : ""}. Nothing was imported`;
  return new AppError("validation_error", message, { fieldErrors });
}

/**
 * Parses CSV or Aiken text and appends its questions after the existing ones, all in one
 * transaction; any error in the file writes nothing and answers 400 with every line.
 */
export async function importQuestions(
  quizId: string,
  tutorId: string,
  input: ImportInput,
): Promise<{ imported: number; questions: AuthoredQuestionDto[] }> {
  await assertQuizOwner(quizId, tutorId);
  const { questions, errors } = input.format === "csv" ? parseQuestionsCsv(input.text) : parseAiken(input.text);
  if (errors.length > 0) throw importErrorsToAppError(errors);
  const rows = await changeQuestions(quizId, async (tx, quiz) => {
    const first = await nextPositionFor(tx, quizId, questions.length);
    const created = await tx.question.createManyAndReturn({
      data: questions.map((q: ParsedQuestion, i) => ({
        quizId,
        position: first + i,
        ...bankColumns(quiz),
        question: q.question,
        options: q.options,
        correctIndex: q.correctIndex,
        explanation: q.explanation,
      })),
      select: questionSelect,
    });
    await writeFirstVersions(
      tx,
      created.map((row) => ({ id: row.id, content: contentOf(row) })),
      "lenient",
    );
    return created.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  });
  return { imported: rows.length, questions: rows.map(toAuthoredQuestionDto) };
}
