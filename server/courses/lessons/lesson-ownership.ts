import "server-only";
import { db } from "../../db";
import { AppError, forbidden, notFound } from "../../errors";
import { getStorage } from "../../integrations/storage";

/** Every file a lesson holds in storage, including an upload's source, poster and renditions. */
export const lessonFilesSelect = {
  mediaState: true,
  storageKey: true,
  lowStorageKey: true,
  sourceKey: true,
  posterKey: true,
  renditions: { select: { storageKey: true } },
} as const;

export function lessonFiles(v: {
  storageKey: string | null;
  lowStorageKey: string | null;
  sourceKey: string | null;
  posterKey: string | null;
  renditions: { storageKey: string }[];
}) {
  return [v.storageKey, v.lowStorageKey, v.sourceKey, v.posterKey, ...v.renditions.map((r) => r.storageKey)];
}

export async function sectionOwnedBy(sectionId: string, tutorId: string) {
  const section = await db.section.findUnique({
    where: { id: sectionId },
    select: { id: true, courseId: true, course: { select: { ownerId: true } } },
  });
  if (!section) throw notFound("Section");
  if (section.course.ownerId !== tutorId) throw forbidden("You can only change your own courses");
  return section;
}

export async function lessonOwnedBy(lessonId: string, tutorId: string) {
  const lesson = await db.lesson.findUnique({
    where: { id: lessonId },
    select: { id: true, courseId: true, sectionId: true, course: { select: { ownerId: true } } },
  });
  if (!lesson) throw notFound("Video");
  if (lesson.course.ownerId !== tutorId) throw forbidden("You can only change your own courses");
  return lesson;
}

/** A storage key a tutor may attach: one of their own uploads, and present in storage. */
export async function checkLessonKey(key: string | undefined | null, tutorId: string) {
  if (!key) return;
  if (!key.startsWith(`videos/${tutorId}/`))
    throw new AppError("validation_error", "storage_key must come from your own video upload", {
      fieldErrors: { storage_key: "Upload the video first" },
    });
  if (!(await getStorage().head(key)))
    throw new AppError("validation_error", "No uploaded video has this storage_key", {
      fieldErrors: { storage_key: "Upload the video first" },
    });
}

/** `ids` must list each of `existing` exactly once. */
export function assertSameSet(existing: string[], ids: string[]) {
  const wanted = new Set(ids);
  if (wanted.size !== ids.length || wanted.size !== existing.length || existing.some((id) => !wanted.has(id))) {
    throw new AppError("validation_error", "ids must list every item exactly once", {
      fieldErrors: { ids: "ids must list every item exactly once" },
    });
  }
}
