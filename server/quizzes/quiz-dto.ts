import "server-only";
import type { Prisma } from "../generated/prisma/client";
import type { ContentStatus } from "../courses/visibility";

/** What a quiz's public card and details are read with (authoring.ts adds the owner's fields). */
export const quizSelect = {
  id: true,
  title: true,
  description: true,
  category: true,
  difficulty: true,
  courseId: true,
  timeLimit: true,
  passingScore: true,
  maxAttempts: true,
  status: true,
  reviewPolicy: true,
  tutorId: true,
  createdAt: true,
  course: { select: { title: true, price: true, status: true } },
  tutor: { select: { firstName: true, lastName: true } },
  _count: { select: { questions: true } },
} as const;
export type QuizRow = Prisma.QuizGetPayload<{ select: typeof quizSelect }>;
export type UserStats = { best_score: number | null; attempts_made: number };

/** Who owns a quiz and whether it and its course are published: what visibility is decided on. */
export type QuizOwnership = { tutorId: string; status: ContentStatus; courseStatus: ContentStatus | null };
export const ownershipOf = (q: QuizRow): QuizOwnership => ({
  tutorId: q.tutorId,
  status: q.status,
  courseStatus: q.course?.status ?? null,
});

export function toQuizDto(q: QuizRow, stats?: UserStats) {
  return {
    id: q.id,
    title: q.title,
    description: q.description,
    category: q.category,
    difficulty: q.difficulty,
    tutor_name: `${q.tutor.firstName} ${q.tutor.lastName}`,
    course_id: q.courseId,
    course_title: q.course?.title ?? null,
    /** The course's price in naira (a paid course's quizzes are for its enrolled students); null for a general quiz. */
    course_price: q.course?.price ?? null,
    question_count: q._count.questions,
    time_limit: q.timeLimit,
    passing_score: q.passingScore,
    max_attempts: q.maxAttempts,
    status: q.status,
    review_policy: q.reviewPolicy,
    created_at: q.createdAt.toISOString(),
    ...(stats ? { user_stats: stats } : {}),
  };
}
export type QuizDto = ReturnType<typeof toQuizDto> & { locked?: boolean };
