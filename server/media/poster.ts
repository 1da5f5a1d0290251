import "server-only";
import sharp from "sharp";
import { posterFrameArgs, posterTime, type MediaInput } from "@/lib/media/ffmpeg-args";
import type { SourceFacts } from "@/lib/media/ladder";
import { runTimeoutMs } from "@/lib/media/run-bounds";
import { ffmpegToBuffer } from "./ffmpeg";

/** The lesson's poster: one frame a tenth of the way in, as a WebP of at most 480 pixels on its short side. */
export async function makePoster(source: MediaInput, facts: SourceFacts, signal?: AbortSignal): Promise<Buffer> {
  // Decoding up to the seek point costs at most what an encode of that much would.
  const run = { timeoutMs: runTimeoutMs(posterTime(facts.durationSeconds)), signal };
  let frame = await ffmpegToBuffer(posterFrameArgs(source, posterTime(facts.durationSeconds), facts.width!, facts.height!), run);
  // A seek past the last keyframe of a very short clip yields no frame: take the first one instead.
  if (frame.length === 0) frame = await ffmpegToBuffer(posterFrameArgs(source, 0, facts.width!, facts.height!), run);
  if (frame.length === 0) throw new Error("ffmpeg gave no frame for the poster");
  return sharp(frame).webp({ quality: 72 }).toBuffer();
}
