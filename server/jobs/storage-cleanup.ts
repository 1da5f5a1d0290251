import "server-only";
import { deleteExpiredOpenUploads } from "../media/open-uploads";
import { deleteAbandonedUploads } from "../media/upload-store";
import { deleteOrphanedObjects, ORPHAN_AGE_MS } from "../storage/stored-objects";
import { defineJob } from "./registry";

/**
 * storage.cleanup: deletes uploads the app no longer references: rows of the stored-objects
 * ledger older than a day under the prefixes whose references it knows (videos/, thumbnails/,
 * avatars/, bank/) that no lesson, course, profile, question, question version or stimulus
 * points at (deleteOrphanedObjects in server/storage/stored-objects.ts). It catches uploads
 * never attached to anything and files whose delete failed when their reference went. It also
 * deletes lesson uploads (tus) left unfinished for a day (server/media/upload-store.ts), and
 * their open_uploads rows (server/media/open-uploads.ts), which stopped counting against the
 * quota when they expired.
 *
 * Idempotent: the ledger row is deleted by a statement that re-checks it is unreferenced, in a
 * transaction that commits only once the object is gone from storage (deleting a missing
 * object is not an error), so a second worker finds no row, and a failed delete leaves the
 * row for the next run.
 */
export const storageCleanup = defineJob({
  name: "storage.cleanup",
  summary: "Deletes uploaded files nothing references any more",
  schedule: "23 * * * *",
  retry: { limit: 2, delaySeconds: 300, backoff: true, maxDelaySeconds: 1800 },
  expireInSeconds: 30 * 60,
  async run(_data, { signal }) {
    const summary = await deleteOrphanedObjects({ olderThanMs: ORPHAN_AGE_MS, signal });
    return {
      ...summary,
      abandoned_uploads: await deleteAbandonedUploads(),
      expired_open_uploads: await deleteExpiredOpenUploads(),
    };
  },
});
