import "server-only";
import { db } from "../../db";
import { releaseStoredObjects } from "../../storage/stored-objects";
import { forgetCourseAnswers } from "../course-answers";
import { isPlayableLesson } from "./lesson-visibility";
import { lessonFiles, lessonFilesSelect, lessonOwnedBy } from "./lesson-ownership";

export async function deleteLesson(lessonId: string, tutorId: string) {
  const lesson = await lessonOwnedBy(lessonId, tutorId);
  const deleted = await db.$transaction(async (tx) => {
    const removed = await tx.lesson.delete({ where: { id: lessonId }, select: lessonFilesSelect });
    if (isPlayableLesson(removed))
      await tx.course.update({ where: { id: lesson.courseId }, data: { lessonCount: { decrement: 1 } } });
    return removed;
  });
  forgetCourseAnswers(lesson.courseId);
  await releaseStoredObjects(lessonFiles(deleted));
}
