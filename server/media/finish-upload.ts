import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { TRANSCODE_STEPS } from "@/lib/media/ladder";
import { detectSourceKind, notLessonVideoMessage, SOURCE_HEAD_BYTES } from "@/lib/media/source-signature";
import { forgetCourseAnswers } from "../courses/course-answers";
import { recountLessons } from "../courses/lessons/lesson-visibility";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { getStorage } from "../integrations/storage";
import type { Storage } from "../integrations/storage/types";
import { requestTranscode } from "../jobs/media-transcode";
import { log } from "../log";
import { assertTutorQuota, recordStoredObject, releaseStoredObjects } from "../storage/stored-objects";
import { ffmpegAvailable } from "./ffmpeg";
import { markLessonFailed } from "./lesson-failure";
import { probeSource } from "./probe-source";

// A lesson's upload has all its bytes: check they are a video, keep them in storage as the
// lesson's source, and start its transcoding. The upload's id names the source
// (videos/{tutor}/{upload id}.{ext}), which makes a second finish of the same upload a no-op.

export type FinishedUpload = { uploadId: string; tutorId: string; lessonId: string; filePath: string; size: number };

/**
 * Refusals are AppErrors with the reason; anything else that goes wrong fails the lesson with a
 * plain message (the upload cannot be finished twice: its bytes are dropped), so the tutor can
 * upload again rather than wait on a lesson that will never move.
 */
export async function finishLessonUpload(upload: FinishedUpload, storage: Storage = getStorage()): Promise<{ lessonId: string; sourceKey: string }> {
  try {
    return await takeUpload(upload, storage);
  } catch (err) {
    if (err instanceof AppError) throw err;
    log.error("could not finish a lesson upload", { lessonId: upload.lessonId, err });
    await markLessonFailed(upload.lessonId, "probe", couldNotSaveMessage).catch(() => undefined);
    throw new AppError("internal_error", couldNotSaveMessage, { cause: err });
  }
}

const couldNotSaveMessage = "The server could not save this video. Upload it again in a few minutes.";

async function takeUpload(upload: FinishedUpload, storage: Storage): Promise<{ lessonId: string; sourceKey: string }> {
  const kind = detectSourceKind(await readHead(upload.filePath));
  if (!kind) return refuse(upload.lessonId, notLessonVideoMessage);
  // Without ffmpeg the file cannot be checked here; the transcoding step says why the lesson failed.
  if (await ffmpegAvailable()) {
    const probed = await probeSource({ path: upload.filePath, demuxer: kind.demuxer }, upload.size);
    if (!probed.ok) return refuse(upload.lessonId, probed.reason);
  }

  const sourceKey = `videos/${upload.tutorId}/${upload.uploadId}.${kind.ext}`;
  const current = await db.lesson.findFirst({ where: { id: upload.lessonId, course: { ownerId: upload.tutorId } }, select: { sourceKey: true } });
  if (!current) throw notFound("Lesson");
  if (current.sourceKey === sourceKey) return { lessonId: upload.lessonId, sourceKey };

  // Its own open upload already holds these bytes against the quota: not counted twice.
  await assertTutorQuota(upload.tutorId, upload.size, { exceptUpload: upload.uploadId });
  await storage.put(sourceKey, fs.createReadStream(upload.filePath), { contentType: kind.contentType, contentLength: upload.size });
  await recordStoredObject(sourceKey, upload.tutorId, upload.size);

  const replaced = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ media_state: string | null; source_key: string | null; course_id: string }[]>`
      SELECT media_state::text, source_key, course_id FROM videos WHERE id = ${upload.lessonId} FOR UPDATE`;
    if (!locked) return null;
    if (locked.source_key === sourceKey) return { courseId: locked.course_id, files: [] };
    if (locked.media_state === "processing" || locked.media_state === null) throw new AppError("conflict", "This lesson's video is already being processed.");
    const before = await tx.lesson.findUniqueOrThrow({
      where: { id: upload.lessonId },
      select: { storageKey: true, lowStorageKey: true, posterKey: true, sourceKey: true, renditions: { select: { storageKey: true } } },
    });
    await tx.videoRendition.deleteMany({ where: { lessonId: upload.lessonId } });
    await tx.transcodeStep.deleteMany({ where: { lessonId: upload.lessonId } });
    await tx.transcodeStep.createMany({ data: TRANSCODE_STEPS.map((step) => ({ lessonId: upload.lessonId, step })) });
    await tx.lesson.update({
      where: { id: upload.lessonId },
      data: { sourceKey, mediaState: "processing", storageKey: null, lowStorageKey: null, posterKey: null },
    });
    await recountLessons(tx, locked.course_id);
    return { courseId: locked.course_id, files: [before.storageKey, before.lowStorageKey, before.posterKey, before.sourceKey, ...before.renditions.map((r) => r.storageKey)] };
  });
  if (!replaced) {
    await releaseStoredObjects([sourceKey], storage);
    throw notFound("Lesson");
  }
  forgetCourseAnswers(replaced.courseId);
  await releaseStoredObjects(replaced.files, storage);
  try {
    await requestTranscode(upload.lessonId, upload.tutorId);
  } catch (err) {
    log.error("could not enqueue a lesson's transcoding", { lessonId: upload.lessonId, err });
    await markLessonFailed(upload.lessonId, "probe", "The server could not start processing this video. Upload it again in a few minutes.");
  }
  return { lessonId: upload.lessonId, sourceKey };
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fsp.open(file, "r");
  try {
    const buffer = Buffer.alloc(SOURCE_HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file is not a usable video: the lesson fails with the reason, and nothing is kept. */
async function refuse(lessonId: string, message: string): Promise<never> {
  await markLessonFailed(lessonId, "probe", message);
  throw new AppError("unsupported_media_type", message);
}
