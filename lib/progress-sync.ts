// The browser's copy of lesson progress: a cache per course (so the player shows ticks and
// resumes instantly, even offline) and a queue of reports not yet accepted by the server,
// flushed when the connection returns. The server's figures win when both exist.

import { isTransient } from "./client/api-error";
import { apiFetch } from "./client/fetcher";
import { QUEUE_KEY, cacheKey } from "./progress-keys";

export type ProgressReport = {
  videoId: string;
  completed?: boolean;
  position_seconds?: number;
  watched_seconds?: number;
};
export type ProgressCache = { completed: string[]; positions: Record<string, number> };

export { QUEUE_KEY, cacheKey };

/** Folds reports for the same video into one: the last completed flag and position win, watched time adds up. */
export function mergeReports(reports: ProgressReport[]): ProgressReport[] {
  const byVideo = new Map<string, ProgressReport>();
  for (const r of reports) {
    const prev = byVideo.get(r.videoId) ?? { videoId: r.videoId };
    byVideo.set(r.videoId, {
      videoId: r.videoId,
      ...(r.completed !== undefined
        ? { completed: r.completed }
        : prev.completed !== undefined
          ? { completed: prev.completed }
          : {}),
      ...(r.position_seconds !== undefined
        ? { position_seconds: r.position_seconds }
        : prev.position_seconds !== undefined
          ? { position_seconds: prev.position_seconds }
          : {}),
      ...((r.watched_seconds ?? 0) + (prev.watched_seconds ?? 0) > 0
        ? { watched_seconds: (r.watched_seconds ?? 0) + (prev.watched_seconds ?? 0) }
        : {}),
    });
  }
  return [...byVideo.values()];
}

/** Applies a report to the cached copy. */
export function applyReport(cache: ProgressCache, r: ProgressReport): ProgressCache {
  const completed = new Set(cache.completed);
  if (r.completed === true) completed.add(r.videoId);
  if (r.completed === false) completed.delete(r.videoId);
  const positions =
    r.position_seconds === undefined ? cache.positions : { ...cache.positions, [r.videoId]: r.position_seconds };
  return { completed: [...completed], positions };
}

/** Server figures first; cached positions only fill videos the server has no position for. */
export function mergeWithServer(server: ProgressCache, cached: ProgressCache | null): ProgressCache {
  if (!cached) return server;
  return {
    completed: [...new Set([...server.completed, ...cached.completed])],
    positions: { ...cached.positions, ...server.positions },
  };
}

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}
function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: the server copy still counts
  }
}

export const readCache = (courseId: string) => read<ProgressCache | null>(cacheKey(courseId), null);
export const writeCache = (courseId: string, cache: ProgressCache) => write(cacheKey(courseId), cache);

let flushing: Promise<void> | null = null;
let flushAgain: Promise<void> | null = null;

/**
 * Sends queued reports; ones the server refuses (4xx) are dropped, ones that could not be sent stay.
 * A call during a flush (which read the queue before this call's report was added) gets one more
 * flush after it, so a report never waits in the queue for the next call.
 */
export function flushQueue(): Promise<void> {
  if (flushing) {
    flushAgain ??= flushing.then(() => {
      flushAgain = null;
      return flushQueue();
    });
    return flushAgain;
  }
  flushing = (async () => {
    const queued = mergeReports(read<ProgressReport[]>(QUEUE_KEY, []));
    write(QUEUE_KEY, []);
    const failed: ProgressReport[] = [];
    for (const { videoId, ...body } of queued) {
      try {
        await apiFetch(`/api/progress/videos/${encodeURIComponent(videoId)}`, {
          method: "PUT",
          json: body,
          keepalive: true,
        });
      } catch (error) {
        if (isTransient(error)) failed.push({ videoId, ...body });
      }
    }
    if (failed.length) write(QUEUE_KEY, mergeReports([...failed, ...read<ProgressReport[]>(QUEUE_KEY, [])]));
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Records a report locally at once, then tries to send everything queued. */
export function report(courseId: string, r: ProgressReport): Promise<void> {
  writeCache(courseId, applyReport(readCache(courseId) ?? { completed: [], positions: {} }, r));
  write(QUEUE_KEY, [...read<ProgressReport[]>(QUEUE_KEY, []), r]);
  return navigator.onLine === false ? Promise.resolve() : flushQueue();
}
