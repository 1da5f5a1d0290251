import { outputFps, outputSize, VOICE_AUDIO, type AudioSettings, type VideoRung } from "./ladder";

// The command lines the pipeline runs, built from the ladder. Every encode reports its progress
// as key=value lines on stdout (-progress pipe:1) and writes an MP4 whose index is at the front
// (faststart), so a phone starts playing before the whole file has come.

const COMMON_INPUT = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y"];
const PROGRESS = ["-progress", "pipe:1", "-nostats"];

export function probeArgs(input: string): string[] {
  return ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", input];
}

function audioArgs(audio: AudioSettings): string[] {
  return ["-c:a", "aac", "-b:a", `${audio.kbps}k`, "-ac", String(audio.channels), "-ar", String(audio.sampleRate)];
}

/** The audio-only rendition: voice AAC in an M4A. */
export function audioOnlyArgs(input: string, output: string): string[] {
  return [...COMMON_INPUT, "-i", input, "-map", "0:a:0", "-vn", "-sn", "-dn", ...audioArgs(VOICE_AUDIO), "-movflags", "+faststart", ...PROGRESS, "-f", "mp4", output];
}

export type VideoSource = { width: number; height: number; fps: number | null; hasAudio: boolean };

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
export function videoRungArgs(input: string, output: string, rung: VideoRung, source: VideoSource): string[] {
  const size = outputSize(rung, source.width, source.height);
  const fps = outputFps(rung, source.fps);
  const gop = Math.max(1, Math.round(fps * 4));
  return [
    ...COMMON_INPUT,
    "-i",
    input,
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
    "-movflags",
    "+faststart",
    ...PROGRESS,
    "-f",
    "mp4",
    output,
  ];
}

/** A poster frame as PNG on stdout, taken `atSeconds` in, at most 480 pixels on its short side. */
export function posterFrameArgs(input: string, atSeconds: number, width: number, height: number): string[] {
  const shortSide = Math.min(width, height);
  const scale = Math.min(1, 480 / shortSide);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return [...COMMON_INPUT, "-ss", atSeconds.toFixed(2), "-i", input, "-frames:v", "1", "-vf", `scale=${even(width)}:${even(height)}`, "-f", "image2pipe", "-c:v", "png", "-"];
}

/** Where the poster is taken: a tenth of the way in (past a title card's fade-in), at most 30 s, never past the end. */
export function posterTime(durationSeconds: number): number {
  if (!(durationSeconds > 0)) return 0;
  return Math.min(30, durationSeconds * 0.1);
}
