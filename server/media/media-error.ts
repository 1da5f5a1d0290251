import "server-only";
import type { TranscodeStep } from "@/lib/media/ladder";

// A step of the media pipeline that could not be done, with a message a tutor can act on.
// `permanent`: trying again cannot help (the file is not a video, ffmpeg is not installed),
// so the lesson fails at once instead of after the job's retries.

export class MediaStepError extends Error {
  readonly permanent: boolean;
  /** The step that failed, once known. */
  readonly step?: TranscodeStep;

  constructor(message: string, options: { permanent: boolean; step?: TranscodeStep; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "MediaStepError";
    this.permanent = options.permanent;
    this.step = options.step;
  }
}

export const ffmpegMissingMessage =
  "ffmpeg is not installed on this server, so lessons cannot be transcoded. Install it (on Debian or Ubuntu: apt-get install ffmpeg), then retry the lesson's job.";
