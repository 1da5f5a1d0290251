import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { AppError, forbidden, notFound } from "../errors";

// Draft and published (docs/contract.md, "Trust"): a draft course or quiz is seen by its owner only.
// Public lists leave drafts out and a draft's detail answers 404 to anyone else, so whether
// a draft exists is not given away. A course quiz is public only when its course is too.

export type ContentStatus = "draft" | "published";
export type Viewer = { id: string; role: "student" | "tutor" } | null;

const ownerId = (viewer: Viewer) => (viewer?.role === "tutor" ? viewer.id : null);

/** Courses `viewer` may see: the published ones, and a tutor's own drafts. */
export function visibleCourseWhere(viewer: Viewer): Prisma.CourseWhereInput {
  const owner = ownerId(viewer);
  return owner ? { OR: [{ status: "published" }, { ownerId: owner }] } : { status: "published" };
}

/** Quizzes `viewer` may see: published ones (with a published course, if any), and a tutor's own. */
export function visibleQuizWhere(viewer: Viewer): Prisma.QuizWhereInput {
  const publicQuiz: Prisma.QuizWhereInput = {
    status: "published",
    OR: [{ courseId: null }, { course: { status: "published" } }],
  };
  const owner = ownerId(viewer);
  return owner ? { OR: [publicQuiz, { tutorId: owner }] } : publicQuiz;
}

/** Whether a course with this owner and status is visible to `viewer`. */
export function canSeeCourse(course: { ownerId: string; status: ContentStatus }, viewer: Viewer): boolean {
  return course.status === "published" || course.ownerId === ownerId(viewer);
}

/** Whether a quiz (and its course, if any) is visible to `viewer`. */
export function canSeeQuiz(
  quiz: { tutorId: string; status: ContentStatus; courseStatus: ContentStatus | null },
  viewer: Viewer,
): boolean {
  if (quiz.tutorId === ownerId(viewer)) return true;
  return quiz.status === "published" && (quiz.courseStatus === null || quiz.courseStatus === "published");
}

/** The course if `viewer` may see it; 404 when it does not exist or is someone else's draft. */
export async function visibleCourse(courseId: string, viewer: Viewer) {
  const course = await db.course.findUnique({
    where: { id: courseId },
    select: { id: true, ownerId: true, status: true, price: true },
  });
  if (!course || !canSeeCourse(course, viewer)) throw notFound("Course");
  return course;
}

export const UNVERIFIED_PUBLISH_MESSAGE = "Verify your email address before publishing";

/** Publishing needs a verified tutor (403 otherwise); keeping or making a draft does not. */
export async function assertMayPublish(tutorId: string, status: ContentStatus | undefined): Promise<void> {
  if (status !== "published") return;
  const tutor = await db.user.findUnique({ where: { id: tutorId }, select: { emailVerifiedAt: true } });
  if (!tutor?.emailVerifiedAt) throw forbidden(UNVERIFIED_PUBLISH_MESSAGE);
}

/** A course with enrolled students stays published: going back to draft would lock them out of what they have. */
export async function assertMayUnpublishCourse(courseId: string, status: ContentStatus | undefined): Promise<void> {
  if (status !== "draft") return;
  const enrolled = await db.enrollment.count({ where: { courseId } });
  if (enrolled > 0) throw new AppError("conflict", "This course has enrolled students and cannot go back to draft");
}
