import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import { MemoryLocker, Server, type DataStore, type Upload } from "@tus/server";
import type { SessionUser } from "../auth/session";
import { s3Configured } from "../config/env-schema";
import { UPLOADS_DIR } from "../config/paths";
import { env } from "../env";
import { AppError } from "../errors";
import { log } from "../log";
import { authorizeLessonUpload } from "../media/authorize-upload";
import { finishLessonUpload } from "../media/finish-upload";
import { errorStatus } from "./error-status";

// Resumable lesson uploads on the tus 1.0.0 protocol (@tus/server): POST /api/uploads creates
// an upload for a lesson (Upload-Metadata videoId), PATCH /api/uploads/{id} appends bytes from
// the offset HEAD reports, so a phone that loses its connection carries on where it stopped.
// Bytes wait under .data/uploads (or in the S3 bucket, under uploads/) until the last one
// comes; then the domain takes the file as the lesson's source (server/media/finish-upload.ts).
// Refusals answer with a plain sentence as the body, as tus clients show it.

export const UPLOADS_PATH = "/api/uploads";
const S3_PART_BYTES = 8 * 1024 * 1024;

/** The signed-in tutor of each request the server is handling (set by handleLessonUpload). */
const tutors = new WeakMap<Request, SessionUser>();

type TusRefusal = { status_code: number; body: string };

function refusal(err: unknown): TusRefusal {
  if (err instanceof AppError) return { status_code: errorStatus[err.code], body: `${err.message}\n` };
  throw err;
}

function tutorOf(req: Request): SessionUser {
  const tutor = tutors.get(req);
  if (!tutor) throw { status_code: 401, body: "Invalid or expired token\n" } satisfies TusRefusal;
  return tutor;
}

function makeDatastore(): DataStore {
  if (s3Configured(env)) {
    return new S3Store({
      partSize: S3_PART_BYTES,
      s3ClientConfig: {
        bucket: env.S3_BUCKET!,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
      },
    });
  }
  return new FileStore({ directory: UPLOADS_DIR });
}

/** The finished upload as a file on this machine: the store's own file on disk, or a copy of the S3 object. */
async function withLocalFile<T>(datastore: DataStore, id: string, work: (file: string) => Promise<T>): Promise<T> {
  if (datastore instanceof FileStore) return work(path.join(UPLOADS_DIR, id));
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "examprep-upload-"));
  try {
    const file = path.join(dir, "upload");
    await pipeline(await (datastore as S3Store).read(id), fs.createWriteStream(file));
    return await work(file);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

function makeServer(): Server {
  const datastore = makeDatastore();
  return new Server({
    path: UPLOADS_PATH,
    datastore,
    locker: new MemoryLocker(),
    relativeLocation: true,
    async onIncomingRequest(req, uploadId) {
      const tutor = tutorOf(req);
      if (req.method === "POST" || req.method === "OPTIONS") return;
      // Another tutor's upload is answered as if it did not exist.
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (upload && upload.metadata?.tutorId !== tutor.id) throw { status_code: 404, body: "The requested resource does not exist\n" } satisfies TusRefusal;
    },
    async onUploadCreate(req, upload) {
      const tutor = tutorOf(req);
      const videoId = upload.metadata?.videoId ?? undefined;
      await authorizeLessonUpload({ tutorId: tutor.id, videoId, size: upload.size }).catch((err: unknown) => {
        throw refusal(err);
      });
      const { filename, filetype } = upload.metadata ?? {};
      return { metadata: { videoId: videoId!, tutorId: tutor.id, filename: filename ?? null, filetype: filetype ?? null } };
    },
    async onUploadFinish(req, upload: Upload) {
      const tutor = tutorOf(req);
      try {
        await withLocalFile(datastore, upload.id, (filePath) =>
          finishLessonUpload({ uploadId: upload.id, tutorId: tutor.id, videoId: upload.metadata!.videoId!, filePath, size: upload.size! }),
        );
      } catch (err) {
        // A refused file is not kept; anything else keeps it so the last PATCH can be sent again.
        if (err instanceof AppError) await datastore.remove(upload.id).catch(() => undefined);
        throw refusal(err);
      }
      await datastore.remove(upload.id).catch((err: unknown) => log.warn("could not delete a finished upload's file", { uploadId: upload.id, err }));
      return {};
    },
    onResponseError(req, err) {
      if (err instanceof Error) log.error("lesson upload failed", { method: req.method, url: req.url, err });
      return undefined;
    },
  });
}

let server: Server | undefined;

/** Answers one tus request for a signed-in tutor (or an OPTIONS without one). */
export async function handleLessonUpload(req: Request, tutor: SessionUser | null): Promise<Response> {
  server ??= makeServer();
  if (tutor) tutors.set(req, tutor);
  return server.handleWeb(req);
}
