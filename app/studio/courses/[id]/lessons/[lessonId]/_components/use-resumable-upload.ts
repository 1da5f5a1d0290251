"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { defaultOptions, Upload, type DetailedError } from "tus-js-client";
import { apiPath } from "@/app/api/api-path";
import { retryDelay } from "@/lib/client/offline/backoff";
import { subscribeOnline } from "@/lib/client/offline/online";
import { isRetryable, refusalMessage } from "@/lib/studio/upload-progress";

// A lesson's video sent over tus 1.0.0 (POST /api/uploads, then HEAD/PATCH on the upload's
// URL). In pieces, so a dropped connection costs at most one piece: tus-js-client asks the
// server how much it has (HEAD) and goes on from there, by itself for a while
// (RETRY_DELAYS_MS), then again whenever the phone says it is back online. The upload's URL
// is kept in localStorage under the file's fingerprint, so after a reload the same file
// picks up where it stopped.

export const UPLOADS_ENDPOINT = apiPath("POST /api/uploads");
export const CHUNK_BYTES = 2 * 1024 * 1024;
// tus's own retries, paced by the offline kit's one retry policy: at once, then growing pauses.
export const RETRY_DELAYS_MS = [0, ...[1, 2, 3, 4, 5].map((failures) => retryDelay(failures))];

export type UploadState =
  | { phase: "idle" }
  | { phase: "uploading" | "paused" | "reconnecting" | "offline"; sent: number; total: number; fileName: string }
  | { phase: "refused"; message: string }
  | { phase: "done" };

/** An upload this phone started for the lesson and did not finish (its file must be chosen again). */
export type UnfinishedUpload = { fileName: string };

/** One fingerprint per lesson and file, so the same file sent to two lessons is two uploads. */
const fingerprintFor = (lessonId: string, file: File) =>
  `examprep-lesson-${lessonId}-${file.name}-${file.size}-${file.lastModified}`;

const statusOf = (error: Error | DetailedError) =>
  "originalResponse" in error ? (error.originalResponse?.getStatus() ?? null) : null;
const methodOf = (error: Error | DetailedError) =>
  "originalRequest" in error ? (error.originalRequest?.getMethod() ?? "") : "";
const bodyOf = (error: Error | DetailedError) =>
  "originalResponse" in error ? (error.originalResponse?.getBody() ?? "") : "";

type PreviousUpload = Awaited<ReturnType<Upload["findPreviousUploads"]>>[number];

/**
 * Cancels (tus DELETE) this phone's unfinished uploads of other files for the lesson: the new
 * file replaces them, and the server stops holding their length against the tutor's quota and
 * their place among the uploads a tutor may have open. Best effort: one the server no longer
 * has just leaves the list.
 */
async function cancelReplacedUploads(lessonId: string, keep: PreviousUpload[]): Promise<void> {
  const kept = new Set(keep.map((p) => p.urlStorageKey));
  const all = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
  for (const old of all) {
    if (old.metadata.videoId !== lessonId || kept.has(old.urlStorageKey)) continue;
    if (old.uploadUrl) await Upload.terminate(old.uploadUrl, { retryDelays: [] }).catch(() => undefined);
    await defaultOptions.urlStorage.removeUpload(old.urlStorageKey).catch(() => undefined);
  }
}

export function useResumableUpload(lessonId: string, onUploaded: () => void) {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const [unfinished, setUnfinished] = useState<UnfinishedUpload | null>(null);
  const upload = useRef<Upload | null>(null);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    let live = true;
    defaultOptions.urlStorage
      .findAllUploads()
      .then((all) => {
        const mine = all.find((u) => u.metadata.videoId === lessonId);
        if (live && mine) setUnfinished({ fileName: mine.metadata.filename ?? "your video" });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lessonId]);

  const keepProgress = useCallback(
    (phase: "uploading" | "paused" | "reconnecting" | "offline") =>
      setState((s) => ("sent" in s ? { ...s, phase } : s)),
    [],
  );

  // Back online after the retries gave up: go on from where the server stopped.
  useEffect(() => {
    if (state.phase !== "offline") return;
    const resume = () => {
      keepProgress("uploading");
      upload.current?.start();
    };
    return subscribeOnline((online) => {
      if (online) resume();
    });
  }, [state.phase, keepProgress]);

  // Leaving the page stops the requests; the stored URL lets a later visit resume.
  useEffect(() => () => void upload.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const fileName = file.name;
      const next = new Upload(file, {
        endpoint: UPLOADS_ENDPOINT,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        metadata: { videoId: lessonId, filename: fileName, filetype: file.type || "application/octet-stream" },
        fingerprint: async () => fingerprintFor(lessonId, file),
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => setState({ phase: "uploading", sent, total, fileName }),
        onShouldRetry: (error) => {
          const retry = isRetryable(methodOf(error), statusOf(error));
          if (retry) keepProgress("reconnecting");
          return retry;
        },
        onError: (error) => {
          const status = statusOf(error);
          if (isRetryable(methodOf(error), status)) return keepProgress("offline");
          setState({ phase: "refused", message: refusalMessage(status ?? 0, bodyOf(error)) });
        },
        onSuccess: () => {
          setUnfinished(null);
          setState({ phase: "done" });
          uploaded.current();
        },
      });
      upload.current = next;
      setState({ phase: "uploading", sent: 0, total: file.size, fileName });
      const previous = await next.findPreviousUploads().catch(() => []);
      await cancelReplacedUploads(lessonId, previous).catch(() => undefined);
      const resumable = previous.find((p) => p.uploadUrl);
      if (resumable) next.resumeFromPreviousUpload(resumable);
      next.start();
    },
    [lessonId, keepProgress],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    keepProgress("paused");
  }, [keepProgress]);

  const resume = useCallback(() => {
    keepProgress("uploading");
    upload.current?.start();
  }, [keepProgress]);

  return { state, unfinished, start, pause, resume };
}
