import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { env } from "../env";
import { AppError } from "../errors";
import { getStorage } from "../integrations/storage";
import type { Storage } from "../integrations/storage/types";
import { log } from "../log";

// The ledger of uploaded objects (stored_objects): what each owner keeps in storage, for the
// tutor quota, and which keys the app made and may therefore delete. Bundled sample media
// and site paths are never in it, so they are never deleted.

/** Records an object just put in storage under `key`. */
export async function recordStoredObject(key: string, ownerId: string, bytes: number): Promise<void> {
  await db.storedObject.upsert({
    where: { key },
    create: { key, ownerId, bytes: BigInt(bytes) },
    update: { ownerId, bytes: BigInt(bytes) },
  });
}

type QuotaClient = Pick<typeof db, "storedObject" | "openUpload">;

export async function storedBytes(ownerId: string, client: QuotaClient = db): Promise<number> {
  const sum = await client.storedObject.aggregate({ where: { ownerId }, _sum: { bytes: true } });
  return Number(sum._sum.bytes ?? 0n);
}

/** The declared lengths of the tutor's lesson uploads still open (server/media/open-uploads.ts), but `exceptUpload`. */
export async function openUploadBytes(
  tutorId: string,
  options: { client?: QuotaClient; exceptUpload?: string; now?: Date } = {},
): Promise<number> {
  const { client = db, exceptUpload, now = new Date() } = options;
  const sum = await client.openUpload.aggregate({
    where: { tutorId, expiresAt: { gt: now }, ...(exceptUpload !== undefined && { id: { not: exceptUpload } }) },
    _sum: { bytes: true },
  });
  return Number(sum._sum.bytes ?? 0n);
}

function quotaMessage(quota: number, open: number): string {
  const gb = quota / 1024 ** 3;
  const size = gb >= 1 ? `${Number(gb.toFixed(1))} GB` : `${Math.ceil(quota / 1024 ** 2)} MB`;
  const unfinished = open > 0 ? " Uploads you have started count in full until they finish or you cancel them." : "";
  return `This upload would take you past your ${size} storage limit.${unfinished} Delete lessons or videos you no longer need, then try again.`;
}

/**
 * 413 when storing `incomingBytes` more would take the tutor past their quota: what they keep
 * in storage plus the full declared length of every lesson upload they have open, so bytes still
 * arriving count before they land. A finishing upload passes its own id as `exceptUpload`.
 */
export async function assertTutorQuota(
  tutorId: string,
  incomingBytes: number,
  options: { quota?: number; exceptUpload?: string; client?: QuotaClient; now?: Date } = {},
): Promise<void> {
  const { quota = env.TUTOR_STORAGE_QUOTA_BYTES, client = db } = options;
  const stored = await storedBytes(tutorId, client);
  const open = await openUploadBytes(tutorId, options);
  if (stored + open + incomingBytes > quota) throw new AppError("payload_too_large", quotaMessage(quota, open));
}

/** The size an upload request declares (Content-Length), or 0 when it does not say. */
export function declaredBytes(req: Request): number {
  const value = Number(req.headers.get("content-length"));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

async function stillReferenced(key: string): Promise<boolean> {
  const [lessons, renditions, courses, users] = await Promise.all([
    db.lesson.count({
      where: { OR: [{ storageKey: key }, { lowStorageKey: key }, { sourceKey: key }, { posterKey: key }] },
    }),
    db.videoRendition.count({ where: { storageKey: key } }),
    db.course.count({ where: { thumbnail: key } }),
    db.user.count({ where: { pictureKey: key } }),
  ]);
  return lessons + renditions + courses + users > 0;
}

/**
 * Deletes objects no row points at any more. Call it after the transaction that dropped the
 * references has committed: a rolled-back change must still find its files. Never throws;
 * a failed delete is logged and the object stays in the ledger.
 */
export async function releaseStoredObjects(
  keys: (string | null | undefined)[],
  storage: Storage = getStorage(),
): Promise<void> {
  for (const key of new Set(keys.filter((k): k is string => Boolean(k)))) {
    try {
      const listed = await db.storedObject.findUnique({ where: { key }, select: { key: true } });
      if (!listed || (await stillReferenced(key))) continue;
      await storage.delete(key);
      await db.storedObject.deleteMany({ where: { key } });
    } catch (err) {
      log.warn("could not delete a stored object", { key, err });
    }
  }
}

/** An upload nothing has pointed at for this long is abandoned (a tutor who uploaded and never saved the lesson). */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The prefixes of the keys the server makes, each with the columns that may hold them. The
 * clean-up deletes only keys under these prefixes that none of the columns holds: a feature
 * that stores a new kind of object adds its prefix and its columns here, or its objects are
 * never deleted (never deleted wrongly either).
 */
const UNREFERENCED = Prisma.sql`
  (so.key LIKE 'videos/%' OR so.key LIKE 'thumbnails/%' OR so.key LIKE 'avatars/%' OR so.key LIKE 'bank/%')
  AND NOT EXISTS (SELECT 1 FROM videos v WHERE v.storage_key = so.key OR v.low_storage_key = so.key OR v.source_key = so.key OR v.poster_key = so.key)
  AND NOT EXISTS (SELECT 1 FROM video_renditions vr WHERE vr.storage_key = so.key)
  AND NOT EXISTS (SELECT 1 FROM courses c WHERE c.thumbnail = so.key)
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.picture_key = so.key)
  AND NOT EXISTS (SELECT 1 FROM questions q WHERE q.image_key = so.key)
  AND NOT EXISTS (SELECT 1 FROM question_versions qv WHERE qv.image_key = so.key)
  AND NOT EXISTS (SELECT 1 FROM stimuli st WHERE st.image_key = so.key)`;

export type CleanupSummary = { deleted: number; freed_bytes: number; failed: number };

/**
 * Deletes ledger entries older than `olderThanMs` that nothing references, and their objects.
 * Each goes in a transaction: the row is deleted by a statement that checks again that it is
 * unreferenced, and the transaction commits only once the object is gone from storage, so a
 * failed delete leaves the row for the next run. An app path that attaches an upload checks
 * the ledger first (the lesson's storage_key, a bank image), so a deleted row also refuses a
 * late attach. Objects put in storage with no ledger row (a crash between the two) are not seen.
 */
export async function deleteOrphanedObjects(
  options: { olderThanMs?: number; limit?: number; signal?: AbortSignal; storage?: Storage } = {},
): Promise<CleanupSummary> {
  const { olderThanMs = ORPHAN_AGE_MS, limit = 500, signal, storage = getStorage() } = options;
  const cutoff = new Date(Date.now() - olderThanMs);
  const candidates = await db.$queryRaw<{ key: string }[]>`
    SELECT so.key FROM stored_objects so WHERE so.created_at < ${cutoff} AND ${UNREFERENCED}
    ORDER BY so.created_at LIMIT ${limit}`;
  const summary: CleanupSummary = { deleted: 0, freed_bytes: 0, failed: 0 };
  for (const { key } of candidates) {
    if (signal?.aborted) break;
    try {
      const bytes = await db.$transaction(async (tx) => {
        const [row] = await tx.$queryRaw<{ bytes: bigint }[]>`
          DELETE FROM stored_objects so WHERE so.key = ${key} AND so.created_at < ${cutoff} AND ${UNREFERENCED} RETURNING so.bytes`;
        if (!row) return null;
        await storage.delete(key);
        return Number(row.bytes);
      });
      if (bytes === null) continue;
      summary.deleted++;
      summary.freed_bytes += bytes;
    } catch (err) {
      summary.failed++;
      log.warn("could not delete an orphaned stored object; the next clean-up tries again", { key, err });
    }
  }
  return summary;
}
