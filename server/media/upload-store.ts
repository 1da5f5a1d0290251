import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import { s3Configured } from "../config/env-schema";
import { UPLOADS_DIR } from "../config/paths";
import { env } from "../env";

// Where lesson uploads wait until their last byte arrives: .data/uploads on disk, or the S3
// bucket (in parts) when S3 is configured. An upload untouched for a day is abandoned: the
// hourly clean-up deletes it.

export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const S3_PART_BYTES = 8 * 1024 * 1024;

export type UploadStore = FileStore | S3Store;

let store: UploadStore | undefined;

export function uploadStore(): UploadStore {
  store ??= s3Configured(env)
    ? new S3Store({
        partSize: S3_PART_BYTES,
        expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
        s3ClientConfig: {
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
        },
      })
    : new FileStore({ directory: UPLOADS_DIR, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  return store;
}

/** A finished upload as a file on this machine: the store's own file on disk, or a copy of the S3 object. */
export async function withUploadFile<T>(id: string, work: (file: string) => Promise<T>): Promise<T> {
  const current = uploadStore();
  if (current instanceof FileStore) return work(path.join(UPLOADS_DIR, id));
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "examprep-upload-"));
  try {
    const file = path.join(dir, "upload");
    await pipeline(await current.read(id), fs.createWriteStream(file));
    return await work(file);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** Deletes uploads abandoned for longer than UPLOAD_EXPIRY_MS; how many went. */
export async function deleteAbandonedUploads(): Promise<number> {
  return uploadStore().deleteExpired();
}
