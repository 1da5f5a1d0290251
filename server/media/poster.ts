import "server-only";
import sharp from "sharp";
import { posterFrameArgs, posterTime } from "@/lib/media/ffmpeg-args";
import type { SourceFacts } from "@/lib/media/ladder";
import { ffmpegToBuffer } from "./ffmpeg";

/** The lesson's poster: one frame a tenth of the way in, as a WebP of at most 480 pixels on its short side. */
export async function makePoster(sourcePath: string, facts: SourceFacts, signal?: AbortSignal): Promise<Buffer> {
  let frame = await ffmpegToBuffer(posterFrameArgs(sourcePath, posterTime(facts.durationSeconds), facts.width!, facts.height!), signal);
  // A seek past the last keyframe of a very short clip yields no frame: take the first one instead.
  if (frame.length === 0) frame = await ffmpegToBuffer(posterFrameArgs(sourcePath, 0, facts.width!, facts.height!), signal);
  if (frame.length === 0) throw new Error("ffmpeg gave no frame for the poster");
  return sharp(frame).webp({ quality: 72 }).toBuffer();
}
