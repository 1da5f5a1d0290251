import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../db-client";

// A lesson uploaded in the studio is shown to students only once its renditions are ready;
// lessons given by storage key or address (media_state null) are shown as they always were.
// Its owner tutor sees it from the start, with where its upload and transcoding stand.

export const playableLessonWhere: Prisma.LessonWhereInput = { OR: [{ mediaState: null }, { mediaState: "ready" }] };

export function isPlayableLesson(lesson: { mediaState: string | null }): boolean {
  return lesson.mediaState === null || lesson.mediaState === "ready";
}

type Tx = Pick<Db, "lesson" | "course">;

/** Sets a course's lesson count to the lessons students can see (new lessons count once ready). */
export async function recountLessons(tx: Tx, courseId: string): Promise<void> {
  const lessonCount = await tx.lesson.count({ where: { courseId, ...playableLessonWhere } });
  await tx.course.update({ where: { id: courseId }, data: { lessonCount } });
}
