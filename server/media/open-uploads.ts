import "server-only";
import { db } from "../db";
import { AppError } from "../errors";
import { assertTutorQuota } from "../storage/stored-objects";
import { UPLOAD_EXPIRY_MS } from "./upload-store";

// The lesson uploads a tutor has begun and not finished (open_uploads). A tus upload declares
// its length when it is created and its bytes arrive later, so the quota must count what is
// promised, not only what has landed: each open upload holds its declared length against the
// tutor's quota (assertTutorQuota) from its creation until it finishes, is cancelled (DELETE),
// or expires with the upload store's own expiry, when tus stops taking its bytes.

/**
 * Open lesson uploads one tutor may have at once. A tutor sends one lesson at a time; a second
 * (another device) or a third (a stalled one not yet given up) still fits. Each open upload may
 * hold up to 500 MB in the upload store for a day, so the cap bounds what one account can pin
 * there even when its quota is large.
 */
export const MAX_OPEN_UPLOADS = 3;

export const tooManyOpenUploadsMessage = `You already have ${MAX_OPEN_UPLOADS} uploads in progress. Let one finish, or cancel it, before starting another.`;

export type NewUpload = { uploadId: string; tutorId: string; lessonId: string; bytes: number; createdAt: Date };

/**
 * Admits a new upload: 429 past MAX_OPEN_UPLOADS, 413 past the quota; otherwise it is recorded
 * as open. Under a per-tutor advisory lock, in one transaction with the reads, so creates sent
 * at the same instant are admitted one after another, each seeing the ones before it.
 */
export async function openLessonUpload(upload: NewUpload): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`open-uploads:${upload.tutorId}`}, 0))`;
    const now = new Date();
    const open = await tx.openUpload.count({ where: { tutorId: upload.tutorId, expiresAt: { gt: now } } });
    if (open >= MAX_OPEN_UPLOADS) throw new AppError("rate_limited", tooManyOpenUploadsMessage);
    await assertTutorQuota(upload.tutorId, upload.bytes, { client: tx, now });
    await tx.openUpload.create({
      data: {
        id: upload.uploadId,
        tutorId: upload.tutorId,
        lessonId: upload.lessonId,
        bytes: BigInt(upload.bytes),
        createdAt: upload.createdAt,
        expiresAt: new Date(upload.createdAt.getTime() + UPLOAD_EXPIRY_MS),
      },
    });
  });
}

/** The upload is no longer open (finished, refused or cancelled): its share of the quota is freed. Idempotent. */
export async function closeLessonUpload(uploadId: string): Promise<void> {
  await db.openUpload.deleteMany({ where: { id: uploadId } });
}

/** Forgets uploads past their expiry (they stopped counting when they expired); how many. */
export async function deleteExpiredOpenUploads(now = new Date()): Promise<number> {
  return (await db.openUpload.deleteMany({ where: { expiresAt: { lte: now } } })).count;
}
