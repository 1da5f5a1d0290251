import "server-only";
import { Server, type Upload } from "@tus/server";
import type { SessionUser } from "../auth/session";
import { AppError } from "../errors";
import { log } from "../log";
import { authorizeLessonUpload } from "../media/authorize-upload";
import { finishLessonUpload } from "../media/finish-upload";
import { closeLessonUpload, openLessonUpload } from "../media/open-uploads";
import { uploadLocker, uploadStore, withUploadFile } from "../media/upload-store";
import { errorStatus } from "./error-status";

// Resumable lesson uploads on the tus 1.0.0 protocol (@tus/server): POST /api/uploads creates
// an upload for a lesson (Upload-Metadata videoId), PATCH /api/uploads/{id} appends bytes from
// the offset HEAD reports, so a phone that loses its connection carries on where it stopped.
// Bytes wait in the upload store (server/media/upload-store.ts) until the last one comes; then
// the domain takes the file as the lesson's source (server/media/finish-upload.ts).
// Refusals answer with a plain sentence as the body, as tus clients show it. An upload is
// "open" (server/media/open-uploads.ts) from its creation until it finishes, is refused, is
// cancelled or expires: its declared length counts against the tutor's quota meanwhile.

const UPLOADS_PATH = "/api/uploads";

/** The signed-in tutor of each request the server is handling (set by handleLessonUpload). */
const tutors = new WeakMap<Request, SessionUser>();
/** The upload each request is about: the one a POST opened, or the one a DELETE names. */
const uploadIds = new WeakMap<Request, string>();

type TusRefusal = { status_code: number; body: string };

function refusal(err: unknown): TusRefusal {
  if (err instanceof AppError) return { status_code: errorStatus[err.code], body: `${err.message}\n` };
  throw err;
}

/** Frees an upload's share of the quota; a failure is logged, not the tutor's error (the row stops counting when it expires). */
async function close(uploadId: string): Promise<void> {
  await closeLessonUpload(uploadId).catch((err: unknown) =>
    log.warn("could not close an open upload", { uploadId, err }),
  );
}

function tutorOf(req: Request): SessionUser {
  const tutor = tutors.get(req);
  if (!tutor) throw { status_code: 401, body: "Invalid or expired token\n" } satisfies TusRefusal;
  return tutor;
}

function makeServer(): Server {
  const datastore = uploadStore();
  return new Server({
    path: UPLOADS_PATH,
    datastore,
    locker: uploadLocker(),
    relativeLocation: true,
    async onIncomingRequest(req, uploadId) {
      const tutor = tutorOf(req);
      if (req.method === "POST" || req.method === "OPTIONS") return;
      uploadIds.set(req, uploadId);
      // Another tutor's upload is answered as if it did not exist.
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (upload && upload.metadata?.tutorId !== tutor.id)
        throw { status_code: 404, body: "The requested resource does not exist\n" } satisfies TusRefusal;
    },
    async onUploadCreate(req, upload) {
      const tutor = tutorOf(req);
      const lessonId = upload.metadata?.videoId ?? undefined;
      try {
        await authorizeLessonUpload({ tutorId: tutor.id, lessonId, size: upload.size });
        await openLessonUpload({
          uploadId: upload.id,
          tutorId: tutor.id,
          lessonId: lessonId!,
          bytes: upload.size!,
          createdAt: new Date(upload.creation_date!),
        });
      } catch (err) {
        throw refusal(err);
      }
      uploadIds.set(req, upload.id);
      const { filename, filetype } = upload.metadata ?? {};
      return {
        metadata: { videoId: lessonId!, tutorId: tutor.id, filename: filename ?? null, filetype: filetype ?? null },
      };
    },
    async onUploadFinish(req, upload: Upload) {
      const tutor = tutorOf(req);
      try {
        await withUploadFile(upload.id, (filePath) =>
          finishLessonUpload({
            uploadId: upload.id,
            tutorId: tutor.id,
            lessonId: upload.metadata!.videoId!,
            filePath,
            size: upload.size!,
          }),
        );
      } catch (err) {
        // Refused or not, the bytes are not kept: the domain has said what the tutor should do.
        await datastore.remove(upload.id).catch(() => undefined);
        await close(upload.id);
        throw refusal(err);
      }
      // Its source is in the stored-objects ledger now, which counts it from here on.
      await close(upload.id);
      await datastore
        .remove(upload.id)
        .catch((err: unknown) => log.warn("could not delete a finished upload's file", { uploadId: upload.id, err }));
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
  const res = await server.handleWeb(req);
  const uploadId = uploadIds.get(req);
  // A cancelled upload, or one opened by a create that then failed (the store, the first
  // bytes sent with it), is open no more.
  const closed = (req.method === "DELETE" && res.status === 204) || (req.method === "POST" && res.status >= 400);
  if (uploadId && closed) await close(uploadId);
  return res;
}
