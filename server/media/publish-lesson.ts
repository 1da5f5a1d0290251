import "server-only";
import { bestRendition, type RenditionKind } from "@/lib/media/ladder";
import { recountLessons } from "../courses/lessons/lesson-visibility";
import { forgetCourseAnswers } from "../courses/course-answers";
import { db } from "../db";
import type { Storage } from "../integrations/storage/types";
import { releaseStoredObjects } from "../storage/stored-objects";

/**
 * Makes a transcoded lesson playable: the best rendition becomes its storage key and the 240p
 * its low-quality one (what the player has always read), it is marked ready and counted in its
 * course, and its source is deleted. Null when the lesson changed meanwhile (deleted, or a new
 * upload replaced the source this run transcoded): that run's files are left to the clean-up.
 */
export async function publishLesson(lessonId: string, sourceKey: string, storage: Storage): Promise<{ made: RenditionKind[] } | null> {
  const published = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ source_key: string | null; course_id: string }[]>`
      SELECT source_key, course_id FROM videos WHERE id = ${lessonId} AND media_state = 'processing' FOR UPDATE`;
    if (!locked || locked.source_key !== sourceKey) return null;
    const renditions = await tx.videoRendition.findMany({ where: { lessonId }, select: { kind: true, storageKey: true } });
    const made = renditions.map((r) => r.kind);
    const best = bestRendition(made);
    if (!best) throw new Error("no rendition was made");
    const keyOf = (kind: RenditionKind) => renditions.find((r) => r.kind === kind)?.storageKey ?? null;
    await tx.lesson.update({
      where: { id: lessonId },
      data: { storageKey: keyOf(best), lowStorageKey: keyOf("p240"), videoUrl: null, mediaState: "ready", sourceKey: null },
    });
    await recountLessons(tx, locked.course_id);
    return { made, courseId: locked.course_id };
  });
  if (!published) return null;
  forgetCourseAnswers(published.courseId);
  await releaseStoredObjects([sourceKey], storage);
  return { made: published.made };
}
