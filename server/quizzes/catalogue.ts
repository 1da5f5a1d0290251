import "server-only";
import { escapeLike } from "@/lib/like-pattern";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { notFound } from "../errors";
import { canSeeQuiz, visibleCourse, visibleQuizWhere } from "../courses/visibility";
import { assertEntitled, entitledQuizIds, type QuizTaker } from "./entitlement";
import { cachedQuiz, type CachedQuiz } from "./quiz-cache";
import { quizSelect, toQuizDto, type QuizDto, type QuizRow, type UserStats } from "./quiz-dto";

// Quizzes as students find them: the library, a course's quizzes, one quiz's details, with
// the student's own stats and whether they may take it (entitlement.ts). Drafts are seen
// by their owner only (../courses/visibility.ts).

export type Viewer = { id: string; role: "student" | "tutor" } | null;
type QuizFilters = {
  search?: string;
  category?: string;
  difficulty?: "easy" | "medium" | "hard";
  type?: "general" | "course";
};

async function statsFor(studentId: string, quizIds: string[]): Promise<Map<string, UserStats>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db.sitting.groupBy({
    by: ["quizId"],
    where: { studentId, quizId: { in: quizIds } },
    _count: { _all: true },
    _max: { totalScore: true },
  });
  return new Map(rows.map((r) => [r.quizId!, { best_score: r._max.totalScore, attempts_made: r._count._all }]));
}

/** The quizzes as `viewer` sees them: `locked` when they may not take one, and a student's own stats. */
async function withStats(rows: QuizRow[], viewer: Viewer): Promise<QuizDto[]> {
  const dtos = rows.map((q) => toQuizDto(q));
  const student = viewer?.role === "student" ? viewer.id : null;
  const [entitled, stats] = await Promise.all([
    entitledQuizIds(student, dtos),
    student
      ? statsFor(
          student,
          rows.map((q) => q.id),
        )
      : null,
  ]);
  return dtos.map((q) => ({
    ...q,
    locked: !entitled.has(q.id),
    ...(stats ? { user_stats: stats.get(q.id) ?? { best_score: null, attempts_made: 0 } } : {}),
  }));
}

export async function listQuizzes(filters: QuizFilters, viewer: Viewer) {
  const where: Prisma.QuizWhereInput = { AND: [visibleQuizWhere(viewer)] };
  if (filters.search) {
    const contains = { contains: escapeLike(filters.search), mode: "insensitive" as const };
    where.OR = [{ title: contains }, { description: contains }, { category: contains }];
  }
  if (filters.category) where.category = filters.category;
  if (filters.difficulty) where.difficulty = filters.difficulty;
  if (filters.type) where.courseId = filters.type === "general" ? null : { not: null };
  const rows = await db.quiz.findMany({
    where,
    orderBy: [{ category: "asc" }, { title: "asc" }],
    take: 200,
    select: quizSelect,
  });
  return withStats(rows, viewer);
}

/** A course's quizzes (404 when the course is someone else's draft). */
export async function listCourseQuizzes(courseId: string, viewer: Viewer) {
  await visibleCourse(courseId, viewer);
  const rows = await db.quiz.findMany({
    where: { AND: [{ courseId }, visibleQuizWhere(viewer)] },
    orderBy: { title: "asc" },
    select: quizSelect,
  });
  return withStats(rows, viewer);
}

/** Quizzes a student can take now: published, not locked (entitlement.ts) and not used up. */
export async function listAvailableQuizzes(studentId: string) {
  const rows = await db.quiz.findMany({
    where: visibleQuizWhere({ id: studentId, role: "student" }),
    orderBy: { title: "asc" },
    select: quizSelect,
  });
  const quizzes = await withStats(rows, { id: studentId, role: "student" });
  return quizzes.filter(
    (q) => !q.locked && (q.max_attempts === null || (q.user_stats?.attempts_made ?? 0) < q.max_attempts),
  );
}

/** A quiz `viewer` may see (404 for someone else's draft). */
export async function visibleQuiz(quizId: string, viewer: Viewer): Promise<CachedQuiz> {
  const entry = await cachedQuiz(quizId);
  if (!canSeeQuiz(entry.ownership, viewer)) throw notFound("Quiz");
  return entry;
}

export async function getQuizDetails(quizId: string, viewer: Viewer): Promise<QuizDto> {
  const { quiz } = await visibleQuiz(quizId, viewer);
  const student = viewer?.role === "student" ? viewer.id : null;
  const [entitled, stats] = await Promise.all([
    entitledQuizIds(student, [quiz]),
    student ? statsFor(student, [quizId]) : null,
  ]);
  return {
    ...quiz,
    locked: !entitled.has(quizId),
    ...(stats ? { user_stats: stats.get(quizId) ?? { best_score: null, attempts_made: 0 } } : {}),
  };
}

/** The quiz for a student about to start, answer or submit it: 404 if they may not see it, 403 if it is locked. */
export async function takeableQuiz(student: QuizTaker, quizId: string): Promise<CachedQuiz> {
  const entry = await visibleQuiz(quizId, { id: student.id, role: "student" });
  await assertEntitled(student, entry.quiz);
  return entry;
}
