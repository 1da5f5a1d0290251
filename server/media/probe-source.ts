import "server-only";
import { probeArgs, type MediaInput } from "@/lib/media/ffmpeg-args";
import type { SourceFacts } from "@/lib/media/ladder";
import { readProbe } from "@/lib/media/probe";
import { sourceRefusal, type SourceLimits } from "@/lib/media/source-limits";
import { notLessonVideoMessage, probedFormatMatches } from "@/lib/media/source-signature";
import { env } from "../env";
import { ffprobeJson } from "./ffmpeg";
import { MediaStepError } from "./media-error";

// An upload's source read by ffprobe as the container its first bytes named, and held to the
// limits every lesson source is (lib/media/source-limits.ts): the upload's finish refuses it
// with the reason, and the transcoding job checks again before encoding anything.

export type SourceProbe = { ok: true; facts: SourceFacts } | { ok: false; reason: string };

export function mediaSourceLimits(): SourceLimits {
  return {
    maxDurationSeconds: env.MEDIA_MAX_DURATION_SECONDS,
    maxLongSide: env.MEDIA_MAX_LONG_SIDE,
    maxShortSide: env.MEDIA_MAX_SHORT_SIDE,
    minBytesPerSecond: env.MEDIA_MIN_BYTES_PER_SECOND,
  };
}

/** Rejects only when ffmpeg is missing or the job was cancelled; anything about the file is an answer. */
export async function probeSource(input: MediaInput, bytes: number, signal?: AbortSignal): Promise<SourceProbe> {
  let json: string;
  try {
    json = await ffprobeJson(probeArgs(input), signal);
  } catch (err) {
    if (err instanceof MediaStepError || signal?.aborted) throw err;
    return { ok: false, reason: notLessonVideoMessage };
  }
  const probed = readProbe(json);
  if (!probed.ok) return probed;
  if (!probedFormatMatches(probed.formatName, input.demuxer)) return { ok: false, reason: notLessonVideoMessage };
  const refusal = sourceRefusal(probed.facts, bytes, mediaSourceLimits());
  return refusal ? { ok: false, reason: refusal } : { ok: true, facts: probed.facts };
}
