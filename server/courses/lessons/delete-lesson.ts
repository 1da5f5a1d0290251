import "server-only";
import { db } from "../../db";
import { releaseStoredObjects } from "../../storage/stored-objects";
import { forgetCourseAnswers } from "../course-answers";
import { isPlayableLesson } from "./lesson-visibility";
import { lessonFiles, lessonFilesSelect, lessonOwnedBy } from "./lesson-ownership";

export async function deleteLesson(videoId: string, tutorId: string) {
  const video = await lessonOwnedBy(videoId, tutorId);
  const deleted = await db.$transaction(async (tx) => {
    const lesson = await tx.video.delete({ where: { id: videoId }, select: lessonFilesSelect });
    if (isPlayableLesson(lesson))
      await tx.course.update({ where: { id: video.courseId }, data: { lessonCount: { decrement: 1 } } });
    return lesson;
  });
  forgetCourseAnswers(video.courseId);
  await releaseStoredObjects(lessonFiles(deleted));
}
