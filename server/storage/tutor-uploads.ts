import "server-only";
import fs from "node:fs";
import sharp from "sharp";
import { detectImageKind, imageMessages } from "@/lib/media/image-signature";
import { detectVideoKind, videoMessages } from "@/lib/media/video-signature";
import { randomToken } from "../auth/tokens";
import { AppError } from "../errors";
import type { SpooledFile, UploadedFile } from "./received-file";
import { getStorage } from "../integrations/storage";
import type { Storage } from "../integrations/storage/types";
import { assertTutorQuota, recordStoredObject } from "./stored-objects";

// Tutor uploads: lesson videos (streamed from a temp file into storage) and course
// thumbnails (re-encoded like profile pictures). Keys are made here, never by the client;
// each stored object is entered in the ledger, and counts against the tutor's quota.

export async function storeVideo(tutorId: string, file: SpooledFile, storage: Storage = getStorage()) {
  try {
    const kind = detectVideoKind(file.head);
    if (!kind) throw new AppError("unsupported_media_type", videoMessages.notVideo);
    await assertTutorQuota(tutorId, file.size);
    const key = `videos/${tutorId}/${randomToken(12)}.${kind}`;
    await storage.put(key, fs.createReadStream(file.path), {
      contentType: kind === "mp4" ? "video/mp4" : "video/webm",
      contentLength: file.size,
    });
    await recordStoredObject(key, tutorId, file.size);
    return {
      success: true,
      key,
      size: file.size,
      content_type: kind === "mp4" ? "video/mp4" : "video/webm",
      fileName: file.fileName,
    };
  } finally {
    await fs.promises.rm(file.path, { force: true });
  }
}

/** Re-encodes a course image to a 640×360 WebP (metadata dropped) and stores it under thumbnails/. */
export async function storeThumbnail(
  courseId: string,
  tutorId: string,
  file: UploadedFile,
  storage: Storage = getStorage(),
): Promise<string> {
  if (!detectImageKind(file.bytes)) throw new AppError("unsupported_media_type", imageMessages.notImage);
  let encoded: Buffer;
  try {
    encoded = await sharp(file.bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(640, 360, { fit: "cover" })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw new AppError("unsupported_media_type", imageMessages.notImage);
  }
  await assertTutorQuota(tutorId, encoded.length);
  const key = `thumbnails/${courseId}/${randomToken(12)}.webp`;
  await storage.put(key, encoded, { contentType: "image/webp", contentLength: encoded.length });
  await recordStoredObject(key, tutorId, encoded.length);
  return key;
}
