import "server-only";
import { db } from "../db";
import { AppError } from "../errors";
import { releaseStoredObjects } from "../storage/stored-objects";
import { forgetCourseAnswers } from "./course-answers";
import { assertCourseOwner } from "./course-owner";
import { lessonFiles, lessonFilesSelect } from "./lessons/lesson-ownership";

/** Deleting a course with payments would erase students' receipts: refused with 409. */
export async function deleteCourse(courseId: string, tutorId: string): Promise<void> {
  await assertCourseOwner(courseId, tutorId);
  const payments = await db.payment.count({ where: { courseId } });
  if (payments > 0) throw new AppError("conflict", "This course has payments and cannot be deleted");
  const files = await db.course.findUnique({
    where: { id: courseId },
    select: {
      thumbnail: true,
      lessons: { select: lessonFilesSelect },
    },
  });
  await db.course.delete({ where: { id: courseId } });
  forgetCourseAnswers(courseId);
  await releaseStoredObjects([files?.thumbnail, ...(files?.lessons ?? []).flatMap(lessonFiles)]);
}
