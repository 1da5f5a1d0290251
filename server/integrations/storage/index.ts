import "server-only";
import { env } from "../../env";
import { storageFromEnv } from "./from-env";
import type { Storage } from "./types";

// The storage of this instance: S3 when S3_* is set, else the local folder.
let storage: Storage | undefined;

export function getStorage(): Storage {
  storage ??= storageFromEnv(env);
  return storage;
}
