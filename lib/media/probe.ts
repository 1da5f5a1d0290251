import type { SourceFacts } from "./ladder";

// What ffprobe's JSON (-show_format -show_streams) says about an upload, reduced to the facts
// the ladder needs. A file with neither a picture nor a sound, or no duration, is not a lesson.

type ProbeStream = {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
};
type ProbeOutput = { format?: { duration?: string; format_name?: string }; streams?: ProbeStream[] };

export type ProbeResult = { ok: true; facts: SourceFacts; formatName: string } | { ok: false; reason: string };

/** "30000/1001" → 29.97; "0/0" or nonsense → null. */
export function parseFrameRate(rate: string | undefined): number | null {
  if (!rate) return null;
  const [num, den = "1"] = rate.split("/");
  const value = Number(num) / Number(den);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}

function rotation(stream: ProbeStream): number {
  const fromSideData = stream.side_data_list?.find((d) => typeof d.rotation === "number")?.rotation;
  const value = fromSideData ?? Number(stream.tags?.rotate ?? 0);
  return Number.isFinite(value) ? ((Math.round(value) % 360) + 360) % 360 : 0;
}

export function readProbe(json: string): ProbeResult {
  let parsed: ProbeOutput;
  try {
    parsed = JSON.parse(json) as ProbeOutput;
  } catch {
    return { ok: false, reason: "The file could not be read as a video." };
  }
  const streams = parsed.streams ?? [];
  // A cover picture in an audio file is a "video" stream of one frame: not a picture to transcode.
  const video = streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic && s.width && s.height);
  const hasAudio = streams.some((s) => s.codec_type === "audio");
  if (!video && !hasAudio) return { ok: false, reason: "The file has no video or sound in it." };
  const duration = Number(parsed.format?.duration ?? video?.duration ?? NaN);
  if (!Number.isFinite(duration) || duration <= 0) return { ok: false, reason: "The file's length could not be read; it may be incomplete or damaged." };
  const quarterTurn = video ? rotation(video) % 180 === 90 : false;
  const width = video ? (quarterTurn ? video.height! : video.width!) : null;
  const height = video ? (quarterTurn ? video.width! : video.height!) : null;
  return {
    ok: true,
    formatName: parsed.format?.format_name ?? "",
    facts: { durationSeconds: duration, width, height, fps: video ? (parseFrameRate(video.avg_frame_rate) ?? parseFrameRate(video.r_frame_rate)) : null, hasAudio },
  };
}
