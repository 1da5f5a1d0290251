// Tiny lesson clips made at test time with ffmpeg's lavfi sources: a moving test pattern with a
// tone, of the size and length a test asks for.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function makeClip(options: { width: number; height: number; seconds: number; audio?: boolean }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-clip-"));
  const file = path.join(dir, `clip-${options.width}x${options.height}.mp4`);
  const audio = options.audio ?? true;
  execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", `testsrc2=size=${options.width}x${options.height}:rate=10:duration=${options.seconds}`],
      ...(audio ? ["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=22050:duration=${options.seconds}`] : []),
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
      ...(audio ? ["-c:a", "aac", "-b:a", "32k"] : []),
      ...["-shortest", "-movflags", "+faststart", file],
    ],
    { stdio: "ignore" },
  );
  return file;
}

/**
 * A forged clip: two black frames in Matroska, the second stamped `lastFrameAt` seconds in, so
 * ffprobe reads a video that long from a file of a few KB (issue 31's 36,000 s upload).
 */
export function makeStampedClip(options: { lastFrameAt: number; width?: number; height?: number }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-clip-"));
  const file = path.join(dir, `stamped-${options.lastFrameAt}.mkv`);
  const size = `${options.width ?? 854}x${options.height ?? 480}`;
  execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", `color=c=black:size=${size}:rate=1:duration=2`],
      ...["-vf", `setpts='if(eq(N,1),${options.lastFrameAt}/TB,PTS)'`, "-fps_mode", "passthrough"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", file],
    ],
    { stdio: "ignore" },
  );
  return file;
}
