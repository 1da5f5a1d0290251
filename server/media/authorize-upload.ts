import "server-only";
import { MAX_VIDEO_BYTES, videoMessages } from "@/lib/media/video-signature";
import { db } from "../db";
import { AppError, notFound } from "../errors";

// Whether a tutor may start uploading a lesson's video: their own lesson, waiting for its
// file, failed, or ready (a new file replaces its media), of a size the app takes. Checked
// before the first byte is accepted; the quota and the cap on open uploads are checked next,
// race-safely, as the upload is recorded as open (server/media/open-uploads.ts).

export async function authorizeLessonUpload(input: { tutorId: string; lessonId: string | undefined; size: number | undefined }): Promise<void> {
  if (!input.lessonId) throw new AppError("bad_request", "Say which lesson the file is for: Upload-Metadata must carry videoId.");
  if (input.size === undefined) throw new AppError("bad_request", "Upload-Length is required: the file's size must be known before it is sent.");
  const lesson = await db.lesson.findFirst({ where: { id: input.lessonId, course: { ownerId: input.tutorId } }, select: { mediaState: true } });
  if (!lesson) throw notFound("Lesson");
  if (lesson.mediaState === null) throw new AppError("conflict", "This lesson plays a video given by address or an earlier upload. Create a new lesson to upload a file for it.");
  if (lesson.mediaState === "processing") throw new AppError("conflict", "This lesson's video is still being processed. Wait until it is ready or has failed, then upload again.");
  if (input.size > MAX_VIDEO_BYTES) throw new AppError("payload_too_large", videoMessages.tooLarge);
  if (input.size <= 0) throw new AppError("bad_request", "The file is empty.");
}
