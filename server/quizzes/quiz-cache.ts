import "server-only";
import { keptLoadingCache } from "../cache/registry";
import { db } from "../db";
import { notFound } from "../errors";
import type { QuestionHtml } from "@/lib/exam/question-html";
import { quizQuestionHtml, type QuizQuestionHtml } from "./question-html";
import { ownershipOf, quizSelect, toQuizDto, type QuizDto, type QuizOwnership } from "./quiz-dto";

export type QuestionRow = {
  id: string;
  question: string;
  options: string[];
  correctIndex: number;
  explanation: string;
  /** The question_versions row of its current content: what a sitting item points at. */
  versionId: string;
  /** Its notation as MathML, where it has any (question-html.ts). */
  html?: QuizQuestionHtml;
};

// A quiz and its questions change rarely and are read on every start, save and submit (an
// exam rush is thousands of those a minute), so each process keeps them until a change to the
// quiz, its questions or its course reaches it (server/cache/registry.ts); a tutor's edit clears
// this process's copy at once. They decide entitlement and scoring, so an expired copy never
// answers: the requests that arrive at expiry wait for its one reload. When full, the least
// recently used quiz goes.
export type CachedQuiz = { quiz: QuizDto; ownership: QuizOwnership; questions: QuestionRow[] };

async function loadQuiz(quizId: string): Promise<CachedQuiz> {
  const [row, questions] = await Promise.all([
    db.quiz.findUnique({ where: { id: quizId }, select: quizSelect }),
    currentVersions(quizId).then(async () => {
      const rows = await db.$queryRaw<(Omit<QuestionRow, "html"> & { stored: QuestionHtml | null })[]>`
        SELECT q.id, q.question, q.options, q.correct_index AS "correctIndex", q.explanation, v.id AS "versionId",
               v.html AS stored
        FROM questions q JOIN question_versions v ON v.question_id = q.id AND v.version = q.version
        WHERE q.quiz_id = ${quizId}
        ORDER BY q.position ASC NULLS LAST, q.id ASC`;
      return rows.map(({ stored, ...q }): QuestionRow => {
        const html = quizQuestionHtml(q, stored);
        return html ? { ...q, html } : q;
      });
    }),
  ]);
  if (!row) throw notFound("Quiz");
  const quiz = toQuizDto(row);
  if (quiz.course_id) quizIdsOfCourse(quiz.course_id).add(quiz.id);
  return { quiz, ownership: ownershipOf(row), questions };
}

/**
 * Writes the version row of any question of the quiz that has none yet (one written straight
 * into the table, as older data and some tests do), so every item of a sitting can point at one.
 */
async function currentVersions(quizId: string) {
  await db.$executeRaw`
    INSERT INTO question_versions (id, question_id, version, text, options, answer_index, explanation, stimulus_id, image_key)
    SELECT gen_random_uuid()::text, q.id, q.version, q.question, q.options, q.correct_index, q.explanation, q.stimulus_id, q.image_key
    FROM questions q
    WHERE q.quiz_id = ${quizId}
      AND NOT EXISTS (SELECT 1 FROM question_versions v WHERE v.question_id = q.id AND v.version = q.version)
    ON CONFLICT (question_id, version) DO NOTHING`;
}

const globalForQuizzes = globalThis as unknown as {
  examprepQuizzes?: ReturnType<typeof keptLoadingCache<CachedQuiz>>;
  examprepQuizzesOfCourse?: Map<string, Set<string>>;
};
const quizzes = (globalForQuizzes.examprepQuizzes ??= keptLoadingCache("quizzes", loadQuiz, (topic, id) =>
  topic === "course" ? [...(quizzesOfCourse.get(id!) ?? [])] : [id!],
));
const quizCache = quizzes.cache;
// The quizzes ever loaded, by course: a copy being reloaded is not among the cache's entries, and
// a course's change must still reach it. No bigger than the quizzes there are.
const quizzesOfCourse = (globalForQuizzes.examprepQuizzesOfCourse ??= new Map());
function quizIdsOfCourse(courseId: string): Set<string> {
  let ids = quizzesOfCourse.get(courseId);
  if (!ids) quizzesOfCourse.set(courseId, (ids = new Set()));
  return ids;
}

export function cachedQuiz(quizId: string): Promise<CachedQuiz> {
  return quizzes.get(quizId);
}

/** Forgets this instance's copy of a quiz (after a tutor changes it or its questions). */
export function invalidateQuiz(quizId: string) {
  quizCache.delete(quizId);
}

/** Forgets this instance's copies of a course's quizzes (their course's price or status changed). */
export function invalidateCourseQuizzes(courseId: string) {
  for (const id of quizzesOfCourse.get(courseId) ?? []) quizCache.delete(id);
}

export async function questionsOf(quizId: string): Promise<QuestionRow[]> {
  return (await cachedQuiz(quizId)).questions;
}
