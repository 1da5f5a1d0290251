import "server-only";
import { db } from "../db";
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
  await db.storedObject.upsert({ where: { key }, create: { key, ownerId, bytes: BigInt(bytes) }, update: { ownerId, bytes: BigInt(bytes) } });
}

export async function storedBytes(ownerId: string): Promise<number> {
  const sum = await db.storedObject.aggregate({ where: { ownerId }, _sum: { bytes: true } });
  return Number(sum._sum.bytes ?? 0n);
}

function quotaMessage(quota: number): string {
  const gb = quota / 1024 ** 3;
  const size = gb >= 1 ? `${Number(gb.toFixed(1))} GB` : `${Math.ceil(quota / 1024 ** 2)} MB`;
  return `This upload would take you past your ${size} storage limit. Delete lessons or videos you no longer need, then try again.`;
}

/** 413 when storing `incomingBytes` more would take the tutor past their quota. */
export async function assertTutorQuota(tutorId: string, incomingBytes: number, quota = env.TUTOR_STORAGE_QUOTA_BYTES): Promise<void> {
  if ((await storedBytes(tutorId)) + incomingBytes > quota) throw new AppError("payload_too_large", quotaMessage(quota));
}

/** The size an upload request declares (Content-Length), or 0 when it does not say. */
export function declaredBytes(req: Request): number {
  const value = Number(req.headers.get("content-length"));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

async function stillReferenced(key: string): Promise<boolean> {
  const [videos, courses, users] = await Promise.all([
    db.video.count({ where: { OR: [{ storageKey: key }, { lowStorageKey: key }] } }),
    db.course.count({ where: { thumbnail: key } }),
    db.user.count({ where: { pictureKey: key } }),
  ]);
  return videos + courses + users > 0;
}

/**
 * Deletes objects no row points at any more. Call it after the transaction that dropped the
 * references has committed: a rolled-back change must still find its files. Never throws;
 * a failed delete is logged and the object stays in the ledger.
 */
export async function releaseStoredObjects(keys: (string | null | undefined)[], storage: Storage = getStorage()): Promise<void> {
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
