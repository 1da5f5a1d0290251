import "server-only";
import { db } from "../db";

// Whether the lesson a transcoding run works for still wants it: the run's worker may be
// another process than the one that deleted the lesson or took a new upload for it, so the
// run asks the database every few seconds and stops its ffmpeg when the answer is no.

/** How often a running transcode checks its lesson. */
export const LESSON_WATCH_MS = 2_000;

/** The lesson still exists, is processing, and from this source. */
export async function lessonWantsSource(lessonId: string, sourceKey: string): Promise<boolean> {
  const row = await db.lesson.findFirst({ where: { id: lessonId, sourceKey, mediaState: "processing" }, select: { id: true } });
  return row !== null;
}

export type LessonWatch = {
  /** Aborted when the lesson no longer wants the run, or when `parent` is. */
  signal: AbortSignal;
  /** The lesson was found gone or replaced. */
  readonly gone: boolean;
  stop(): void;
};

export function watchLesson(lessonId: string, sourceKey: string, parent?: AbortSignal, intervalMs = LESSON_WATCH_MS): LessonWatch {
  const controller = new AbortController();
  let gone = false;
  const onParentAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener("abort", onParentAbort, { once: true });
  let checking = false;
  const timer = setInterval(() => {
    if (checking || controller.signal.aborted) return;
    checking = true;
    lessonWantsSource(lessonId, sourceKey)
      .then((wanted) => {
        if (wanted || controller.signal.aborted) return;
        gone = true;
        controller.abort(new Error("the lesson was deleted or given a new upload"));
      })
      // A failed check (the database briefly away) leaves the run going; the next one asks again.
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    signal: controller.signal,
    get gone() {
      return gone;
    },
    stop() {
      clearInterval(timer);
      parent?.removeEventListener("abort", onParentAbort);
    },
  };
}
