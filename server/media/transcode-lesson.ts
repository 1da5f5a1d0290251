import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { averageKbps } from "@/lib/media/bitrate";
import { audioOnlyArgs, probeArgs, videoRungArgs } from "@/lib/media/ffmpeg-args";
import { planSteps, STEP_LABELS, videoRung, type RenditionKind, type SourceFacts, type TranscodeStep } from "@/lib/media/ladder";
import { readProbe } from "@/lib/media/probe";
import { notLessonVideoMessage } from "@/lib/media/source-signature";
import { randomToken } from "../auth/tokens";
import { db } from "../db";
import { getStorage } from "../integrations/storage";
import type { Storage } from "../integrations/storage/types";
import { log } from "../log";
import { recordStoredObject } from "../services/stored-objects";
import { ffmpegWithProgress, ffprobeJson } from "./ffmpeg";
import { MediaStepError } from "./media-error";
import { makePoster } from "./poster";
import { publishLesson } from "./publish-lesson";
import { ensureSteps, finishStep, startStep, stepProgressWriter, stepStates } from "./transcode-steps";

// Turns a lesson's uploaded source into its ladder (lib/media/ladder.ts), one step at a time,
// each step's state and percent kept in transcode_steps for the tutor. Safe to run again after
// a crash or a retry: a step already done whose file is still in storage is not redone.

export type TranscodeOptions = { signal?: AbortSignal; storage?: Storage };

export type TranscodeResult = { outcome: "ready"; durationSeconds: number; made: RenditionKind[] } | { outcome: "nothing_to_do" };

type Run = {
  videoId: string;
  ownerId: string;
  sourcePath: string;
  workDir: string;
  facts: SourceFacts;
  storage: Storage;
  signal?: AbortSignal;
};

export async function transcodeLesson(videoId: string, options: TranscodeOptions = {}): Promise<TranscodeResult> {
  const storage = options.storage ?? getStorage();
  const video = await db.video.findUnique({ where: { id: videoId }, select: { mediaState: true, sourceKey: true, course: { select: { ownerId: true } } } });
  // Deleted, already published, or not a studio upload: a late or repeated job has nothing to do.
  if (!video?.sourceKey || (video.mediaState !== "processing" && video.mediaState !== "failed")) return { outcome: "nothing_to_do" };
  if (video.mediaState === "failed") await db.video.update({ where: { id: videoId }, data: { mediaState: "processing" } });
  await ensureSteps(videoId);

  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), "examprep-transcode-"));
  try {
    const sourcePath = path.join(workDir, `source${path.extname(video.sourceKey)}`);
    const facts = await step(videoId, "probe", async () => {
      await downloadSource(storage, video.sourceKey!, sourcePath);
      const probed = await probeSource(sourcePath, options.signal);
      await db.video.update({ where: { id: videoId }, data: { durationSeconds: Math.max(1, Math.round(probed.durationSeconds)) } });
      return probed;
    });
    await finishStep(videoId, "probe", "done");
    const run: Run = { videoId, ownerId: video.course.ownerId, sourcePath, workDir, facts, storage, signal: options.signal };

    const states = await stepStates(videoId);
    for (const { step: name, action } of planSteps(facts)) {
      if (name === "probe") continue;
      if (action === "skip") {
        await finishStep(videoId, name, "skipped");
        continue;
      }
      if (states.get(name) === "done" && (await alreadyMade(run, name))) continue;
      await step(videoId, name, () => (name === "poster" ? makePosterStep(run) : makeRendition(run, name)));
      await finishStep(videoId, name, "done");
    }
    const published = await publishLesson(videoId, video.sourceKey, storage);
    return published ? { outcome: "ready", durationSeconds: Math.round(facts.durationSeconds), made: published.made } : { outcome: "nothing_to_do" };
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

/** Runs one step as "running"; whatever it throws comes out as a MediaStepError naming the step, with a message fit for the tutor. */
async function step<T>(videoId: string, name: TranscodeStep, work: () => Promise<T>): Promise<T> {
  await startStep(videoId, name);
  try {
    return await work();
  } catch (err) {
    if (err instanceof MediaStepError) throw new MediaStepError(err.message, { permanent: err.permanent, step: name, cause: err });
    log.warn("a transcoding step failed", { videoId, step: name, err });
    throw new MediaStepError(`${STEP_LABELS[name]}: this step failed on the server.`, { permanent: false, step: name, cause: err });
  }
}

async function downloadSource(storage: Storage, key: string, target: string): Promise<void> {
  const object = await storage.get(key);
  if (!object) throw new MediaStepError("The uploaded file is no longer in storage. Upload the lesson's video again.", { permanent: true });
  await pipeline(object.body, fs.createWriteStream(target));
}

async function probeSource(file: string, signal?: AbortSignal): Promise<SourceFacts> {
  const json = await ffprobeJson(probeArgs(file), signal).catch((err: unknown) => {
    if (err instanceof MediaStepError || signal?.aborted) throw err;
    throw new MediaStepError(notLessonVideoMessage, { permanent: true, cause: err });
  });
  const probed = readProbe(json);
  if (!probed.ok) throw new MediaStepError(probed.reason, { permanent: true });
  return probed.facts;
}

async function alreadyMade(run: Run, name: Exclude<TranscodeStep, "probe">): Promise<boolean> {
  if (name === "poster") {
    const video = await db.video.findUnique({ where: { id: run.videoId }, select: { posterKey: true } });
    return Boolean(video?.posterKey && (await run.storage.head(video.posterKey)));
  }
  const rendition = await db.videoRendition.findUnique({ where: { videoId_kind: { videoId: run.videoId, kind: name } }, select: { storageKey: true } });
  return Boolean(rendition && (await run.storage.head(rendition.storageKey)));
}

async function storeFile(run: Run, file: string | Buffer, ext: string, contentType: string): Promise<{ key: string; bytes: number }> {
  const bytes = typeof file === "string" ? (await fsp.stat(file)).size : file.length;
  const key = `videos/${run.ownerId}/${randomToken(12)}.${ext}`;
  await run.storage.put(key, typeof file === "string" ? fs.createReadStream(file) : file, { contentType, contentLength: bytes });
  await recordStoredObject(key, run.ownerId, bytes);
  return { key, bytes };
}

async function makePosterStep(run: Run): Promise<void> {
  const webp = await makePoster(run.sourcePath, run.facts, run.signal);
  const { key } = await storeFile(run, webp, "webp", "image/webp");
  await db.video.update({ where: { id: run.videoId }, data: { posterKey: key } });
}

async function makeRendition(run: Run, kind: RenditionKind): Promise<void> {
  const audioOnly = kind === "audio";
  const output = path.join(run.workDir, `${kind}.${audioOnly ? "m4a" : "mp4"}`);
  const { facts } = run;
  const args = audioOnly
    ? audioOnlyArgs(run.sourcePath, output)
    : videoRungArgs(run.sourcePath, output, videoRung(kind), { width: facts.width!, height: facts.height!, fps: facts.fps, hasAudio: facts.hasAudio });
  await ffmpegWithProgress(args, { durationSeconds: facts.durationSeconds, onPercent: stepProgressWriter(run.videoId, kind), signal: run.signal });

  const written = readProbe(await ffprobeJson(probeArgs(output), run.signal));
  if (!written.ok) throw new Error(`the ${kind} rendition written is not readable: ${written.reason}`);
  const contentType = audioOnly ? "audio/mp4" : "video/mp4";
  const { key, bytes } = await storeFile(run, output, audioOnly ? "m4a" : "mp4", contentType);
  const measured = {
    storageKey: key,
    contentType,
    bytes: BigInt(bytes),
    bitrateKbps: averageKbps(bytes, written.facts.durationSeconds),
    width: written.facts.width,
    height: written.facts.height,
  };
  await db.videoRendition.upsert({ where: { videoId_kind: { videoId: run.videoId, kind } }, create: { videoId: run.videoId, kind, ...measured }, update: measured });
}
