import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import { IoRedisKvStore, MemoryLocker, type KvStore, type Locker } from "@tus/server";
import type { Redis } from "ioredis";
import { s3Configured } from "../config/env-schema";
import { UPLOADS_DIR } from "../config/paths";
import { env } from "../env";
import { createRedisClient } from "../rate-limit-store";
import { log } from "../log";
import { RedisLocker } from "./upload-locker";

// Where lesson uploads wait until their last byte arrives: UPLOADS_DIR on disk (one machine), or
// the S3 bucket (in parts) when S3 is configured. With REDIS_URL, what each upload is (its S3
// multipart upload) and who is writing to it live in Redis, so an upload begun through one app
// process carries on through any other. An upload untouched for a day is abandoned: the hourly
// clean-up deletes it.

export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const S3_PART_BYTES = 8 * 1024 * 1024;

export type UploadStore = FileStore | S3Store;

let store: UploadStore | undefined;
let locker: Locker | undefined;
let redis: ReturnType<typeof createRedisClient> | undefined;

/** The folder of uploads in progress on disk: UPLOADS_DIR, else `uploads` beside STORAGE_DIR, else .data/uploads. */
export function uploadsDir(): string {
  if (env.UPLOADS_DIR) return path.resolve(env.UPLOADS_DIR);
  return env.STORAGE_DIR ? path.join(path.dirname(path.resolve(env.STORAGE_DIR)), "uploads") : UPLOADS_DIR;
}

const sharedRedis = () =>
  (redis ??= createRedisClient(env.REDIS_URL!, (err) => log.warn("redis unavailable for uploads", { err }), { waitWhileConnecting: true }));

/** IoRedisKvStore whose entries (an S3 upload's description) live as long as an abandoned upload may. */
class ExpiringRedisKvStore<T> extends IoRedisKvStore<T> {
  constructor(
    private readonly client: Redis,
    private readonly keyPrefix: string,
  ) {
    super(client, keyPrefix);
  }

  override async set(key: string, value: T): Promise<void> {
    await this.client.set(`${this.keyPrefix}${key}`, JSON.stringify(value), "PX", UPLOAD_EXPIRY_MS);
  }
}

/** Who is writing to each upload: shared through Redis when several processes may serve it. */
export function uploadLocker(): Locker {
  locker ??= env.REDIS_URL ? new RedisLocker(sharedRedis(), sharedRedis().duplicate(), env.REDIS_KEY_PREFIX) : new MemoryLocker();
  return locker;
}

export function uploadStore(): UploadStore {
  const cache: KvStore<never> | undefined = env.REDIS_URL ? (new ExpiringRedisKvStore(sharedRedis(), `${env.REDIS_KEY_PREFIX}tus-upload:`) as KvStore<never>) : undefined;
  store ??= s3Configured(env)
    ? new S3Store({
        partSize: S3_PART_BYTES,
        expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
        ...(cache ? { cache } : {}),
        s3ClientConfig: {
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
        },
      })
    : new FileStore({ directory: uploadsDir(), expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  return store;
}

/** A finished upload as a file on this machine: the store's own file on disk, or a copy of the S3 object. */
export async function withUploadFile<T>(id: string, work: (file: string) => Promise<T>): Promise<T> {
  const current = uploadStore();
  if (current instanceof FileStore) return work(path.join(uploadsDir(), id));
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
