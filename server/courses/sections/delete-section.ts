import "server-only";
import { db } from "../../db";
import { releaseStoredObjects } from "../../storage/stored-objects";
import { forgetCourseAnswers } from "../course-answers";
import { isPlayableLesson } from "../lessons/lesson-visibility";
import { lessonFiles, lessonFilesSelect, sectionOwnedBy } from "../lessons/lesson-ownership";

export async function deleteSection(sectionId: string, tutorId: string) {
  const section = await sectionOwnedBy(sectionId, tutorId);
  const files = await db.$transaction(async (tx) => {
    const lessons = await tx.lesson.findMany({ where: { sectionId }, select: lessonFilesSelect });
    await tx.section.delete({ where: { id: sectionId } });
    await tx.course.update({
      where: { id: section.courseId },
      data: { lessonCount: { decrement: lessons.filter(isPlayableLesson).length } },
    });
    return lessons.flatMap(lessonFiles);
  });
  forgetCourseAnswers(section.courseId);
  await releaseStoredObjects(files);
}
