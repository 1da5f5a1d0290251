// Issue 31, points 2 and 3, on real ffmpeg: an upload cannot make the transcoding worker encode
// hours of frames it does not contain, a run stops when its lesson goes, and ffmpeg reads only
// the file it was given, as the container its first bytes name.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as coursePost } from "@/app/api/courses/route";
import { POST as sectionPost } from "@/app/api/sections/route";
import { DELETE as videoDelete } from "@/app/api/videos/[id]/route";
import { GET as lessonMedia } from "@/app/api/videos/[id]/media/route";
import { POST as videoPost } from "@/app/api/videos/route";
import { AppError } from "@/server/errors";
import { getStorage } from "@/server/integrations/storage";
import { mediaTranscode } from "@/server/jobs/media-transcode";
import { FfmpegTimeoutError, ffmpegWithProgress } from "@/server/media/ffmpeg";
import { finishLessonUpload } from "@/server/media/finish-upload";
import { call, openDb, newTutor, type JsonBody, type TestAccount } from "../../support/api";
import { makeClip, makeStampedClip } from "../../support/media-clips";

const db = openDb();
let tenHours: string;
let twoHoursThin: string;
let work: string;

beforeAll(() => {
  tenHours = makeStampedClip({ lastFrameAt: 36_000 });
  twoHoursThin = makeStampedClip({ lastFrameAt: 7_200 });
  work = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-abuse-"));
});
afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  await db.$disconnect();
});

const context = (attempt = 1) => ({ jobId: randomBytes(8).toString("hex"), attempt, signal: new AbortController().signal });

async function lessonOf(tutor: TestAccount): Promise<string> {
  const course = await call(coursePost, {
    token: tutor.token,
    body: { title: `Waves ${randomBytes(3).toString("hex")}`, description: "Sound for WAEC physics", price: 0, category: "Physics", level: "Intermediate", status: "published" },
  });
  const section = await call(sectionPost, { token: tutor.token, body: { course_id: course.body.course.id, title: "Sound" } });
  const lesson = await call(videoPost, { token: tutor.token, body: { section_id: section.body.section.id, title: "Echoes", preview: false } });
  return lesson.body.video.id;
}

function finish(tutor: TestAccount, lessonId: string, file: string) {
  return finishLessonUpload({ uploadId: randomBytes(12).toString("hex"), tutorId: tutor.id, lessonId, filePath: file, size: fs.statSync(file).size });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe("unsupported_media_type");
  return err as AppError;
}

const mediaOf = async (tutor: TestAccount, lessonId: string) => (await call(lessonMedia, { token: tutor.token, params: { id: lessonId } })).body;

/** A lesson processing `bytes` as its stored source under `ext`, as if an upload had been taken before these checks existed. */
async function processingLesson(tutor: TestAccount, bytes: Buffer, ext: string): Promise<string> {
  const lessonId = await lessonOf(tutor);
  const sourceKey = `videos/${tutor.id}/${randomBytes(8).toString("hex")}.${ext}`;
  await getStorage().put(sourceKey, bytes, { contentType: "video/mp4" });
  await db.lesson.update({ where: { id: lessonId }, data: { sourceKey, mediaState: "processing" } });
  return lessonId;
}

/** ffmpeg and ffprobe processes this test process started, with their command lines. */
function ourFfmpegs(): { pid: number; args: string }[] {
  let out = "";
  try {
    out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
  } catch {
    return []; // ps exits 1 when there is none
  }
  return out
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && /^ff(mpeg|probe)\b/.test(m[2]!))
    .map((m) => ({ pid: Number(m[1]), args: m[2]! }));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("a source whose timestamps claim more than its bytes hold", () => {
  it("is refused at the upload's finish, at once, when a few KB claim 10 hours", async () => {
    expect(fs.statSync(tenHours).size).toBeLessThan(10_000);
    const tutor = await newTutor();
    const lessonId = await lessonOf(tutor);
    const started = performance.now();
    const err = await refusal(finish(tutor, lessonId, tenHours));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(err.message).toBe("This video is 10 h long; a lesson can be at most 3 h. Split it into shorter lessons.");
    const media = await mediaOf(tutor, lessonId);
    expect(media.state).toBe("failed");
    expect(media.steps[0]).toMatchObject({ step: "probe", state: "failed", error: err.message });
    expect(await db.lesson.findUniqueOrThrow({ where: { id: lessonId } })).toMatchObject({ sourceKey: null });
  });

  it("is refused when a few KB claim 2 hours, within the length allowed", async () => {
    const tutor = await newTutor();
    const lessonId = await lessonOf(tutor);
    const err = await refusal(finish(tutor, lessonId, twoHoursThin));
    expect(err.message).toBe(
      "This file is too small to hold the 2 h it says it lasts; it is damaged or was not exported properly. Export it again and upload the new file.",
    );
    expect((await mediaOf(tutor, lessonId)).steps[0]).toMatchObject({ state: "failed", error: err.message });
  });

  it("fails the job for good, before any encode, when such a source is already stored", async () => {
    const tutor = await newTutor();
    const lessonId = await processingLesson(tutor, fs.readFileSync(tenHours), "mkv");
    const started = performance.now();
    expect(await mediaTranscode.run({ videoId: lessonId }, context(1))).toEqual({ outcome: "failed", step: "probe" });
    expect(performance.now() - started).toBeLessThan(10_000);
    const media = await mediaOf(tutor, lessonId);
    expect(media.state).toBe("failed");
    expect(media.steps.map((s: JsonBody) => [s.step, s.state])).toEqual([
      ["probe", "failed"],
      ["poster", "waiting"],
      ["audio", "waiting"],
      ["p240", "waiting"],
      ["p360", "waiting"],
      ["p480", "waiting"],
    ]);
    expect(media.steps[0].error).toMatch(/^This video is 10 h long/);
    expect(await db.videoRendition.count({ where: { lessonId } })).toBe(0);
  });
});

describe("a running ffmpeg", () => {
  it("is killed, with its process group, when it runs past its time bound", async () => {
    const started = performance.now();
    const args = ["-hide_banner", "-nostdin", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30", "-progress", "pipe:1", "-f", "null", "-"];
    const run = ffmpegWithProgress(args, { durationSeconds: 3600, onPercent: () => undefined, timeoutMs: 1_000 });
    await expect.poll(() => ourFfmpegs().length).toBeGreaterThan(0);
    const { pid } = ourFfmpegs()[0]!;
    await expect(run).rejects.toBeInstanceOf(FfmpegTimeoutError);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(alive(pid)).toBe(false);
  });

  it("stops when its lesson is deleted, and the job ends without a retry", async () => {
    const tutor = await newTutor();
    // Long enough that its rungs are still encoding when the lesson goes.
    const clip = makeClip({ width: 640, height: 360, seconds: 300 });
    const lessonId = await processingLesson(tutor, fs.readFileSync(clip), "mp4");
    const run = mediaTranscode.run({ videoId: lessonId }, context(1));

    // Wait for an encode (a rendition step's ffmpeg, which reports progress) to be running.
    let encode: { pid: number } | undefined;
    await expect
      .poll(
        () => {
          encode = ourFfmpegs().find((p) => p.args.startsWith("ffmpeg") && p.args.includes("-progress"));
          return encode;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBeDefined();
    expect((await call(videoDelete, { method: "DELETE", token: tutor.token, params: { id: lessonId } })).status).toBe(200);

    const deletedAt = performance.now();
    await expect.poll(() => alive(encode!.pid), { timeout: 6_000, interval: 100 }).toBe(false);
    expect(await run).toEqual({ outcome: "cancelled" });
    // It stopped there: no further step started an ffmpeg for the deleted lesson.
    expect(performance.now() - deletedAt).toBeLessThan(6_000);
    expect(ourFfmpegs()).toEqual([]);
    fs.rmSync(path.dirname(clip), { recursive: true, force: true });
  }, 60_000);
});

describe("a file that only spells a video's signature", () => {
  /** A named pipe standing for another tutor's private rendition: opening it for reading is what a reader would do. */
  function privateFile(): { file: string; opened: () => boolean; close: () => void } {
    const file = path.join(work, `private-${randomBytes(4).toString("hex")}.mp4`);
    execFileSync("mkfifo", [file]);
    let opened = false;
    const timer = setInterval(() => {
      try {
        // Opening the writing end without blocking succeeds only while a reader has the pipe open.
        fs.closeSync(fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK));
        opened = true;
      } catch {
        // ENXIO: nobody is reading it.
      }
    }, 10);
    return { file, opened: () => opened, close: () => clearInterval(timer) };
  }

  const manifest = (baseUrl: string) =>
    Buffer.from(
      '<!--ftypjp2 --><MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT2S" minBufferTime="PT1S" ' +
        'profiles="urn:mpeg:dash:profile:isoff-on-demand:2011"><Period><AdaptationSet mimeType="video/mp4">' +
        `<Representation id="1" bandwidth="100000" width="320" height="180" codecs="avc1.42c00d"><BaseURL>${baseUrl}</BaseURL></Representation>` +
        "</AdaptationSet></Period></MPD>\n",
    );

  it("is refused at the upload's finish: a DASH manifest behind <!--ftypjp2 --> never reaches the file it names", async () => {
    const target = privateFile();
    try {
      const upload = path.join(work, "manifest.mp4");
      fs.writeFileSync(upload, manifest(target.file));
      const tutor = await newTutor();
      const lessonId = await lessonOf(tutor);
      const err = await refusal(finish(tutor, lessonId, upload));
      expect(err.message).toBe("This file is not a video we can use. Upload an MP4, MOV, WebM, MKV or AVI file.");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(target.opened()).toBe(false);
      expect((await mediaOf(tutor, lessonId)).state).toBe("failed");
    } finally {
      target.close();
    }
  });

  it("fails the job for good when such a file is already stored as a source, without opening the file it names or making a poster", async () => {
    const target = privateFile();
    try {
      const tutor = await newTutor();
      const lessonId = await processingLesson(tutor, manifest(target.file), "mp4");
      const started = performance.now();
      expect(await mediaTranscode.run({ videoId: lessonId }, context(1))).toEqual({ outcome: "failed", step: "probe" });
      expect(performance.now() - started).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(target.opened()).toBe(false);
      const media = await mediaOf(tutor, lessonId);
      expect(media).toMatchObject({ state: "failed", poster_url: null, renditions: [] });
      expect(media.steps[0]).toMatchObject({ state: "failed", error: "This file is not a video we can use. Upload an MP4, MOV, WebM, MKV or AVI file." });
    } finally {
      target.close();
    }
  });
});
