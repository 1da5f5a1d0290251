import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../db-client";

// A lesson uploaded in the studio is shown to students only once its renditions are ready;
// lessons given by storage key or address (media_state null) are shown as they always were.
// Its owner tutor sees it from the start, with where its upload and transcoding stand.

export const playableLessonWhere: Prisma.VideoWhereInput = { OR: [{ mediaState: null }, { mediaState: "ready" }] };

export function isPlayableLesson(video: { mediaState: string | null }): boolean {
  return video.mediaState === null || video.mediaState === "ready";
}

type Tx = Pick<Db, "video" | "course">;

/** Sets a course's lesson count to the lessons students can see (new lessons count once ready). */
export async function recountLessons(tx: Tx, courseId: string): Promise<void> {
  const lessonCount = await tx.video.count({ where: { courseId, ...playableLessonWhere } });
  await tx.course.update({ where: { id: courseId }, data: { lessonCount } });
}
