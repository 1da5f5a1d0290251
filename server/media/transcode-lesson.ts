import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { averageKbps } from "@/lib/media/bitrate";
import { audioOnlyArgs, probeArgs, videoRungArgs, type MediaInput } from "@/lib/media/ffmpeg-args";
import { planSteps, STEP_LABELS, videoRung, type RenditionKind, type SourceFacts, type TranscodeStep } from "@/lib/media/ladder";
import { readProbe } from "@/lib/media/probe";
import { runTimeoutMs } from "@/lib/media/run-bounds";
import { notLessonVideoMessage, sourceKindOfKey } from "@/lib/media/source-signature";
import { randomToken } from "../auth/tokens";
import { db } from "../db";
import { getStorage } from "../integrations/storage";
import type { Storage } from "../integrations/storage/types";
import { log } from "../log";
import { recordStoredObject } from "../storage/stored-objects";
import { FfmpegTimeoutError, ffmpegWithProgress, ffprobeJson } from "./ffmpeg";
import { lessonWantsSource, watchLesson } from "./lesson-watch";
import { MediaStepError } from "./media-error";
import { makePoster } from "./poster";
import { probeSource } from "./probe-source";
import { publishLesson } from "./publish-lesson";
import { ensureSteps, finishStep, startStep, stepProgressWriter, stepStates } from "./transcode-steps";

// Turns a lesson's uploaded source into its ladder (lib/media/ladder.ts), one step at a time,
// each step's state and percent kept in transcode_steps for the tutor. Safe to run again after
// a crash or a retry: a step already done whose file is still in storage is not redone.
// Stops, killing its ffmpeg, as soon as the lesson is deleted or given a new upload.

export type TranscodeOptions = { signal?: AbortSignal; storage?: Storage };

export type TranscodeResult = { outcome: "ready"; durationSeconds: number; made: RenditionKind[] } | { outcome: "nothing_to_do" } | { outcome: "cancelled" };

type Run = {
  lessonId: string;
  ownerId: string;
  source: MediaInput;
  workDir: string;
  facts: SourceFacts;
  storage: Storage;
  signal?: AbortSignal;
};

export async function transcodeLesson(lessonId: string, options: TranscodeOptions = {}): Promise<TranscodeResult> {
  const storage = options.storage ?? getStorage();
  const lesson = await db.lesson.findUnique({ where: { id: lessonId }, select: { mediaState: true, sourceKey: true, course: { select: { ownerId: true } } } });
  // Deleted, already published, or not a studio upload: a late or repeated job has nothing to do.
  if (!lesson?.sourceKey || (lesson.mediaState !== "processing" && lesson.mediaState !== "failed")) return { outcome: "nothing_to_do" };
  if (lesson.mediaState === "failed") await db.lesson.update({ where: { id: lessonId }, data: { mediaState: "processing" } });
  await ensureSteps(lessonId);
  const sourceKey = lesson.sourceKey;

  const watch = watchLesson(lessonId, sourceKey, options.signal);
  const signal = watch.signal;
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), "examprep-transcode-"));
  try {
    const kind = sourceKindOfKey(sourceKey);
    const source: MediaInput = { path: path.join(workDir, `source.${kind?.ext ?? "bin"}`), demuxer: kind?.demuxer ?? "mov" };
    const facts = await step(lessonId, "probe", async () => {
      if (!kind) throw new MediaStepError(notLessonVideoMessage, { permanent: true });
      await downloadSource(storage, sourceKey, source.path);
      const probed = await probeSource(source, (await fsp.stat(source.path)).size, signal);
      if (!probed.ok) throw new MediaStepError(probed.reason, { permanent: true });
      await db.lesson.update({ where: { id: lessonId }, data: { durationSeconds: Math.max(1, Math.round(probed.facts.durationSeconds)) } });
      return probed.facts;
    });
    await finishStep(lessonId, "probe", "done");
    const run: Run = { lessonId, ownerId: lesson.course.ownerId, source, workDir, facts, storage, signal };

    const states = await stepStates(lessonId);
    for (const { step: name, action } of planSteps(facts)) {
      if (name === "probe") continue;
      if (action === "skip") {
        await finishStep(lessonId, name, "skipped");
        continue;
      }
      if (states.get(name) === "done" && (await alreadyMade(run, name))) continue;
      await step(lessonId, name, () => (name === "poster" ? makePosterStep(run) : makeRendition(run, name)));
      await finishStep(lessonId, name, "done");
    }
    const published = await publishLesson(lessonId, sourceKey, storage);
    return published ? { outcome: "ready", durationSeconds: Math.round(facts.durationSeconds), made: published.made } : { outcome: "nothing_to_do" };
  } catch (err) {
    // Deleted or replaced meanwhile (seen by the watch, or by the failure it caused): nothing is owed to this source.
    if (watch.gone || !(await lessonWantsSource(lessonId, sourceKey).catch(() => true))) return { outcome: "cancelled" };
    throw err;
  } finally {
    watch.stop();
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

/** Runs one step as "running"; whatever it throws comes out as a MediaStepError naming the step, with a message fit for the tutor. */
async function step<T>(lessonId: string, name: TranscodeStep, work: () => Promise<T>): Promise<T> {
  await startStep(lessonId, name);
  try {
    return await work();
  } catch (err) {
    if (err instanceof MediaStepError) throw new MediaStepError(err.message, { permanent: err.permanent, step: name, cause: err });
    // A run past its source's time bound is the source's doing: trying again would spend the same time again.
    if (err instanceof FfmpegTimeoutError) {
      log.warn("a transcoding step ran out of time", { lessonId, step: name, err });
      throw new MediaStepError(`${STEP_LABELS[name]}: this took far longer than a video of this length should, so it was stopped. Export the video again and upload the new file.`, {
        permanent: true,
        step: name,
        cause: err,
      });
    }
    log.warn("a transcoding step failed", { lessonId, step: name, err });
    throw new MediaStepError(`${STEP_LABELS[name]}: this step failed on the server.`, { permanent: false, step: name, cause: err });
  }
}

async function downloadSource(storage: Storage, key: string, target: string): Promise<void> {
  const object = await storage.get(key);
  if (!object) throw new MediaStepError("The uploaded file is no longer in storage. Upload the lesson's video again.", { permanent: true });
  await pipeline(object.body, fs.createWriteStream(target));
}

async function alreadyMade(run: Run, name: Exclude<TranscodeStep, "probe">): Promise<boolean> {
  if (name === "poster") {
    const lesson = await db.lesson.findUnique({ where: { id: run.lessonId }, select: { posterKey: true } });
    return Boolean(lesson?.posterKey && (await run.storage.head(lesson.posterKey)));
  }
  const rendition = await db.videoRendition.findUnique({ where: { lessonId_kind: { lessonId: run.lessonId, kind: name } }, select: { storageKey: true } });
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
  const webp = await makePoster(run.source, run.facts, run.signal);
  const { key } = await storeFile(run, webp, "webp", "image/webp");
  await db.lesson.update({ where: { id: run.lessonId }, data: { posterKey: key } });
}

async function makeRendition(run: Run, kind: RenditionKind): Promise<void> {
  const audioOnly = kind === "audio";
  const output = path.join(run.workDir, `${kind}.${audioOnly ? "m4a" : "mp4"}`);
  const { facts } = run;
  const args = audioOnly
    ? audioOnlyArgs(run.source, output, facts.durationSeconds)
    : videoRungArgs(run.source, output, videoRung(kind), {
        width: facts.width!,
        height: facts.height!,
        fps: facts.fps,
        hasAudio: facts.hasAudio,
        durationSeconds: facts.durationSeconds,
      });
  await ffmpegWithProgress(args, {
    durationSeconds: facts.durationSeconds,
    onPercent: stepProgressWriter(run.lessonId, kind),
    timeoutMs: runTimeoutMs(facts.durationSeconds),
    signal: run.signal,
  });

  const written = readProbe(await ffprobeJson(probeArgs({ path: output, demuxer: "mov" }), run.signal));
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
  await db.videoRendition.upsert({ where: { lessonId_kind: { lessonId: run.lessonId, kind } }, create: { lessonId: run.lessonId, kind, ...measured }, update: measured });
}
