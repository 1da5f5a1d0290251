import "server-only";
import type { z } from "zod";
import type { videoUpdateSchema } from "@/lib/validation/courses";
import { db } from "../../db";
import { AppError } from "../../errors";
import { releaseStoredObjects } from "../../storage/stored-objects";
import { lessonSelect, toLessonDtos } from "./lesson-dto";
import { checkLessonKey, lessonOwnedBy } from "./lesson-ownership";

type LessonUpdate = z.infer<typeof videoUpdateSchema>;

export async function updateLesson(lessonId: string, tutorId: string, input: LessonUpdate) {
  await lessonOwnedBy(lessonId, tutorId);
  await checkLessonKey(input.storage_key, tutorId);
  await checkLessonKey(input.low_storage_key, tutorId);
  const before = await db.lesson.findUniqueOrThrow({
    where: { id: lessonId },
    select: { storageKey: true, lowStorageKey: true, mediaState: true },
  });
  // An uploaded lesson's files and duration come from its ladder (server/media/): a new file goes through a new upload.
  if (
    before.mediaState !== null &&
    (input.storage_key || input.low_storage_key || input.videoUrl || input.duration !== undefined)
  ) {
    throw new AppError(
      "conflict",
      "This lesson's video and duration come from its upload. Upload a new file to replace them.",
    );
  }
  const lesson = await db.lesson.update({
    where: { id: lessonId },
    data: {
      title: input.title,
      description: input.description,
      durationSeconds: input.duration,
      preview: input.preview,
      storageKey: input.storage_key,
      lowStorageKey: input.low_storage_key,
      // A lesson plays one source: a new upload replaces an external address and the other way round.
      ...(input.storage_key ? { videoUrl: null } : {}),
      ...(input.videoUrl ? { videoUrl: input.videoUrl, storageKey: null, lowStorageKey: null } : {}),
    },
    select: lessonSelect,
  });
  // Files the lesson no longer uses go once the change is saved (still used elsewhere: kept).
  await releaseStoredObjects(
    [before.storageKey, before.lowStorageKey].filter((k) => k !== lesson.storageKey && k !== lesson.lowStorageKey),
  );
  return (await toLessonDtos([lesson], tutorId, true))[0]!;
}
