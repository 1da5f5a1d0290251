import { outputFps, outputSize, VOICE_AUDIO, type AudioSettings, type VideoRung } from "./ladder";
import { encodeSecondsLimit } from "./run-bounds";
import type { SourceDemuxer } from "./source-signature";

// The command lines the pipeline runs, built from the ladder. Every encode reports its progress
// as key=value lines on stdout (-progress pipe:1) and writes an MP4 whose index is at the front
// (faststart), so a phone starts playing before the whole file has come.

const COMMON_INPUT = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y"];
const PROGRESS = ["-progress", "pipe:1", "-nostats"];

/** A file ffmpeg reads, and the container it was recognised as (lib/media/source-signature.ts). */
export type MediaInput = { path: string; demuxer: SourceDemuxer };

/**
 * How every run opens its input: as a plain local file (the file: protocol, and no other for
 * anything the container names), read by the demuxer of its recognised container, never one
 * ffmpeg guesses (a playlist or manifest would make it open other files); QuickTime's external
 * data references stay off.
 */
export function inputArgs(input: MediaInput): string[] {
  return ["-protocol_whitelist", "file", "-f", input.demuxer, ...(input.demuxer === "mov" ? ["-enable_drefs", "0"] : []), "-i", `file:${input.path}`];
}

export function probeArgs(input: MediaInput): string[] {
  return ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", ...inputArgs(input)];
}

function audioArgs(audio: AudioSettings): string[] {
  return ["-c:a", "aac", "-b:a", `${audio.kbps}k`, "-ac", String(audio.channels), "-ar", String(audio.sampleRate)];
}

/** The audio-only rendition: voice AAC in an M4A, no longer than the source's probed length. */
export function audioOnlyArgs(input: MediaInput, output: string, durationSeconds: number): string[] {
  return [
    ...COMMON_INPUT,
    ...inputArgs(input),
    "-map",
    "0:a:0",
    "-vn",
    "-sn",
    "-dn",
    ...audioArgs(VOICE_AUDIO),
    "-t",
    String(encodeSecondsLimit(durationSeconds)),
    "-movflags",
    "+faststart",
    ...PROGRESS,
    "-f",
    "mp4",
    output,
  ];
}

export type VideoSource = { width: number; height: number; fps: number | null; hasAudio: boolean; durationSeconds: number };

/**
 * x264's speed against size: veryfast keeps a 10-minute lesson's whole ladder to a few CPU
 * minutes while staying under the rungs' size targets (bench/media.ts measures both).
 */
const X264_PRESET = "veryfast";

/**
 * One video rung: H.264 (Main profile, which every Android phone decodes in hardware) at a
 * constant quality under a hard cap (maxrate, with a buffer of two seconds at the cap), a
 * keyframe every four seconds for seeking, and the rung's audio.
 */
export function videoRungArgs(input: MediaInput, output: string, rung: VideoRung, source: VideoSource): string[] {
  const size = outputSize(rung, source.width, source.height);
  const fps = outputFps(rung, source.fps);
  const gop = Math.max(1, Math.round(fps * 4));
  return [
    ...COMMON_INPUT,
    ...inputArgs(input),
    "-map",
    "0:v:0",
    ...(source.hasAudio ? ["-map", "0:a:0"] : []),
    "-sn",
    "-dn",
    "-vf",
    `scale=${size.width}:${size.height}:flags=bicubic,fps=${fps},format=yuv420p`,
    "-c:v",
    "libx264",
    "-preset",
    X264_PRESET,
    "-profile:v",
    "main",
    "-crf",
    String(rung.crf),
    "-maxrate",
    `${rung.maxrateKbps}k`,
    "-bufsize",
    `${rung.maxrateKbps * 2}k`,
    "-g",
    String(gop),
    "-keyint_min",
    String(gop),
    ...(source.hasAudio ? audioArgs(rung.audio) : ["-an"]),
    // However far the source's timestamps run, the rung is no longer than its probed length.
    "-t",
    String(encodeSecondsLimit(source.durationSeconds)),
    "-movflags",
    "+faststart",
    ...PROGRESS,
    "-f",
    "mp4",
    output,
  ];
}

/** A poster frame as PNG on stdout, taken `atSeconds` in, at most 480 pixels on its short side. */
export function posterFrameArgs(input: MediaInput, atSeconds: number, width: number, height: number): string[] {
  const shortSide = Math.min(width, height);
  const scale = Math.min(1, 480 / shortSide);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return [...COMMON_INPUT, "-ss", atSeconds.toFixed(2), ...inputArgs(input), "-frames:v", "1", "-vf", `scale=${even(width)}:${even(height)}`, "-f", "image2pipe", "-c:v", "png", "-"];
}

/** Where the poster is taken: a tenth of the way in (past a title card's fade-in), at most 30 s, never past the end. */
export function posterTime(durationSeconds: number): number {
  if (!(durationSeconds > 0)) return 0;
  return Math.min(30, durationSeconds * 0.1);
}
