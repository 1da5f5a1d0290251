import "server-only";
import { digestSend } from "./digest-send";
import { mailDeliver } from "./mail-deliver";
import { mediaTranscode } from "./media-transcode";
import { notationRerender } from "./notation-rerender";
import { paymentsReconcile } from "./payments-reconcile";
import type { AnyJob } from "./registry";
import { sittingsExpire } from "./sittings-expire";
import { storageCleanup } from "./storage-cleanup";

/**
 * Every background job, as `npm run worker` and the app's in-process workers run them. A job
 * is one module in server/jobs/ that defines it with defineJob (./registry.ts: name, handler,
 * schedule or enqueuer, retry policy, expiry, and a comment saying why running it twice is
 * safe), plus its line here.
 */
export const JOBS: readonly AnyJob[] = [
  mailDeliver,
  sittingsExpire,
  paymentsReconcile,
  storageCleanup,
  digestSend,
  mediaTranscode,
  notationRerender,
];
