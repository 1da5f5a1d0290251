// The browser's copy of lesson progress: a cache per course (so the player shows ticks and
// resumes instantly, even offline) and a queue of reports not yet accepted by the server, on the
// offline kit (lib/client/offline/): folded per lesson, sent one lesson at a time. The server's
// figures win when both exist.

import { api } from "@/app/api/client";
import { isTransient } from "@/lib/client/api-error";
import { queueRunner, type QueueRunner } from "@/lib/client/offline/queue-runner";
import { serialQueue } from "@/lib/client/offline/serial-flush";
import { readStored, writeStored } from "@/lib/client/offline/storage";
import { storedKey } from "@/lib/client/offline/stored-keys";

export type ProgressReport = {
  videoId: string;
  completed?: boolean;
  position_seconds?: number;
  watched_seconds?: number;
};
export type ProgressCache = { completed: string[]; positions: Record<string, number> };

export const QUEUE_KEY = storedKey("progressQueue");
export const cacheKey = (courseId: string) => storedKey("progressCache", courseId);

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

export const readCache = (courseId: string) => readStored<ProgressCache | null>(cacheKey(courseId), null);
export const writeCache = (courseId: string, cache: ProgressCache) => writeStored(cacheKey(courseId), cache);

/** One lesson's reports folded into one, and how many queued reports the fold read. */
export type ProgressBatch = { report: ProgressReport; upTo: number };

/** The first lesson's reports in `queue`, folded; null when nothing waits. */
export function nextBatch(queue: ProgressReport[]): ProgressBatch | null {
  const [first] = mergeReports(queue);
  return first ? { report: first, upTo: queue.length } : null;
}

/** What waits once `batch` went (or was refused): its lesson's reports it read go; reports queued since stay. */
export const withoutBatch = (queue: ProgressReport[], batch: ProgressBatch) =>
  queue.filter((r, i) => i >= batch.upTo || r.videoId !== batch.report.videoId);

const readQueue = () => readStored<ProgressReport[]>(QUEUE_KEY, []);
const settle = (batch: ProgressBatch) => {
  writeStored(QUEUE_KEY, withoutBatch(readQueue(), batch));
};

let runner: QueueRunner | null = null;

/** The queue of reports: a refusal (4xx) drops that lesson's report, no answer keeps it for a retry. */
function progressRunner(): QueueRunner {
  runner ??= queueRunner(
    serialQueue<ProgressBatch, unknown>({
      next: () => nextBatch(readQueue()),
      send: ({ report: { videoId, ...body } }) =>
        api("PUT /api/progress/videos/{videoId}", { params: { videoId }, body, keepalive: true }),
      settle,
      refusal: (error) => (isTransient(error) ? "retry" : "drop"),
      drop: settle,
    }),
  );
  return runner;
}

/** Sends what an earlier visit left, and keeps sending as the connection and the page come back; returns the stop. */
export const startProgressSync = () => progressRunner().start();

/** Records a report locally at once, then sends everything queued (unless offline). */
export function report(courseId: string, r: ProgressReport) {
  writeCache(courseId, applyReport(readCache(courseId) ?? { completed: [], positions: {} }, r));
  writeStored(QUEUE_KEY, [...readQueue(), r]);
  progressRunner().run();
}
