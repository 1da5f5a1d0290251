import "server-only";
import { db } from "../db";
import { forbidden, notFound } from "../errors";

/** 404 when the course does not exist, 403 when the tutor does not own it. */
export async function assertCourseOwner(courseId: string, tutorId: string): Promise<void> {
  const course = await db.course.findUnique({ where: { id: courseId }, select: { ownerId: true } });
  if (!course) throw notFound("Course");
  if (course.ownerId !== tutorId) throw forbidden("You can only change your own courses");
}
