import "server-only";
import { z } from "zod";
import { markLessonFailed, noteStepRetrying } from "../media/lesson-failure";
import { MediaStepError } from "../media/media-error";
import { transcodeLesson } from "../media/transcode-lesson";
import { transcodePriority } from "../media/transcode-turn";
import { enqueueJob } from "./enqueue";
import { defineJob, type JobOutcome } from "./registry";

const dataSchema = z.object({ videoId: z.string().min(1).max(64) });
export type MediaTranscodeData = z.infer<typeof dataSchema>;

const RETRY = { limit: 3, delaySeconds: 30, backoff: true, maxDelaySeconds: 600 } as const;

/**
 * media.transcode: an uploaded lesson into its ladder (server/media/transcode-lesson.ts).
 * Enqueued by the upload's finish, one waiting job per lesson, in its tutor's group: at most
 * one of a tutor's lessons is transcoded at a time across every worker, and the queue takes
 * tutors in turns (server/media/transcode-turn.ts).
 *
 * Idempotent: a lesson that is not processing (deleted, already ready) is left alone; a step
 * already done whose file is in storage is not redone; publishing locks the lesson's row and
 * checks the source is still the one transcoded, so a second run publishes nothing twice.
 * A failure the job cannot get past (not a video, a source outside the limits or its time
 * bound, ffmpeg missing) fails the lesson at once; a lesson deleted or given a new upload
 * meanwhile stops the run and ends the job; any other failure is retried with backoff, and
 * fails the lesson on the last attempt.
 */
export const mediaTranscode = defineJob<MediaTranscodeData>({
  name: "media.transcode",
  summary: "Transcodes an uploaded lesson into audio-only, 240p, 360p and 480p, with a poster",
  enqueuedBy: "requestTranscode, once an upload's finish has committed (server/media/finish-upload.ts)",
  retry: RETRY,
  expireInSeconds: 3 * 60 * 60,
  groupConcurrency: 1,
  async run(data, { attempt, signal }): Promise<JobOutcome> {
    const { videoId: lessonId } = dataSchema.parse(data);
    try {
      const result = await transcodeLesson(lessonId, { signal });
      return result.outcome === "ready"
        ? { outcome: "ready", duration_seconds: result.durationSeconds, renditions: result.made.join(",") }
        : { outcome: result.outcome };
    } catch (err) {
      const failure =
        err instanceof MediaStepError
          ? err
          : new MediaStepError("The lesson could not be transcoded.", { permanent: false, step: "probe", cause: err });
      const final = failure.permanent || attempt > RETRY.limit;
      if (final) {
        await markLessonFailed(lessonId, failure.step ?? "probe", failure.message);
        return { outcome: "failed", step: failure.step ?? "probe" };
      }
      await noteStepRetrying(lessonId, failure.step ?? "probe", failure.message);
      throw err;
    }
  },
});

/** Asks for a lesson's transcoding, in its tutor's group and turn. */
export async function requestTranscode(lessonId: string, tutorId: string): Promise<void> {
  await enqueueJob(
    mediaTranscode,
    { videoId: lessonId },
    { singletonKey: lessonId, group: { id: tutorId }, priority: await transcodePriority(lessonId, tutorId) },
  );
}
