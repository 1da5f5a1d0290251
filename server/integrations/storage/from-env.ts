import { s3Configured, type Env } from "../../config/env-schema";
import { STORAGE_DIR } from "../../config/paths";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { Storage } from "./types";

/** S3 when S3_* is set, else the local folder (STORAGE_DIR or .data/storage). Scripts use this directly. */
export function storageFromEnv(env: Env): Storage {
  return s3Configured(env)
    ? createS3Storage({
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET!,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : createLocalStorage(env.STORAGE_DIR ?? STORAGE_DIR);
}
