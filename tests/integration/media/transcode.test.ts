// The media.transcode job on real ffmpeg: a small clip becomes its ladder (rungs above the
// source skipped), with the duration measured, a poster, sizes measured from the files, and
// the lesson made playable; a second run changes nothing; a failure is plain for the tutor.
// A lesson is shown to students only once ready.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { POST as coursePost } from "@/app/api/courses/route";
import { POST as enrollPost } from "@/app/api/enrollments/route";
import { POST as sectionPost } from "@/app/api/sections/route";
import { GET as lessonMedia } from "@/app/api/videos/[id]/media/route";
import { GET as streamGet } from "@/app/api/videos/[id]/stream/route";
import { GET as courseVideos } from "@/app/api/videos/course/[id]/route";
import { PUT as videoPut } from "@/app/api/videos/[id]/route";
import { POST as videoPost } from "@/app/api/videos/route";
import { getCoursePage } from "@/server/courses/course-page";
import { getStorage } from "@/server/integrations/storage";
import { mediaTranscode } from "@/server/jobs/media-transcode";
import { finishLessonUpload } from "@/server/media/finish-upload";
import { call, newStudent, openDb, newTutor, type JsonBody, type TestAccount } from "../../support/api";
import { makeClip } from "../../support/media-clips";

const db = openDb();
let clip640: string;
let clip180: string;

beforeAll(() => {
  clip640 = makeClip({ width: 640, height: 360, seconds: 3 });
  clip180 = makeClip({ width: 320, height: 180, seconds: 2, audio: false });
});
afterAll(() => db.$disconnect());

const context = (attempt = 1) => ({ jobId: randomBytes(8).toString("hex"), attempt, signal: new AbortController().signal });

async function lessonIn(tutor: TestAccount, price = 0): Promise<{ lesson: JsonBody; courseId: string }> {
  const course = await call(coursePost, {
    token: tutor.token,
    body: { title: `Optics ${randomBytes(3).toString("hex")}`, description: "Light for UTME physics", price, category: "Physics", level: "Intermediate", status: "published" },
  });
  const section = await call(sectionPost, { token: tutor.token, body: { course_id: course.body.course.id, title: "Light" } });
  const lesson = await call(videoPost, { token: tutor.token, body: { section_id: section.body.section.id, title: "Refraction", preview: false } });
  return { lesson: lesson.body.video, courseId: course.body.course.id };
}

async function uploaded(tutor: TestAccount, file: string, price = 0) {
  const { lesson, courseId } = await lessonIn(tutor, price);
  const { size } = await import("node:fs").then((fs) => fs.statSync(file));
  await finishLessonUpload({ uploadId: randomBytes(12).toString("hex"), tutorId: tutor.id, lessonId: lesson.id, filePath: file, size });
  return { lessonId: lesson.id as string, courseId };
}

describe("media.transcode", () => {
  it("makes the ladder of a 360p clip: audio, 240p, 360p, 480p skipped, a poster and the measured duration", async () => {
    const tutor = await newTutor();
    const { lessonId, courseId } = await uploaded(tutor, clip640);
    const sourceKey = (await db.lesson.findUniqueOrThrow({ where: { id: lessonId } })).sourceKey!;

    const outcome = await mediaTranscode.run({ videoId: lessonId }, context());
    expect(outcome).toMatchObject({ outcome: "ready", duration_seconds: 3, renditions: expect.stringContaining("p360") });

    const media = (await call(lessonMedia, { token: tutor.token, params: { id: lessonId } })).body;
    expect(media).toMatchObject({ video_id: lessonId, state: "ready", duration_seconds: 3 });
    expect(media.steps.map((s: JsonBody) => [s.step, s.state, s.percent, s.error])).toEqual([
      ["probe", "done", 100, null],
      ["poster", "done", 100, null],
      ["audio", "done", 100, null],
      ["p240", "done", 100, null],
      ["p360", "done", 100, null],
      ["p480", "skipped", 0, null],
    ]);
    expect(media.renditions.map((r: JsonBody) => [r.kind, r.width, r.height])).toEqual([
      ["audio", null, null],
      ["p240", 426, 240],
      ["p360", 640, 360],
    ]);
    const rows = await db.videoRendition.findMany({ where: { lessonId } });
    for (const row of rows) {
      const head = await getStorage().head(row.storageKey);
      expect(head?.size).toBe(Number(row.bytes));
      // Averaged over the file's own measured length, which differs from the source's by a frame or an audio packet.
      expect(Math.abs(row.bitrateKbps - (Number(row.bytes) * 8) / 3 / 1000)).toBeLessThanOrEqual(row.bitrateKbps * 0.05 + 1);
    }
    const audio = media.renditions.find((r: JsonBody) => r.kind === "audio");
    expect(audio.bitrate_kbps).toBeLessThanOrEqual(40);

    const video = await db.lesson.findUniqueOrThrow({ where: { id: lessonId } });
    const keyOf = (kind: string) => rows.find((r) => r.kind === kind)!.storageKey;
    expect(video).toMatchObject({ mediaState: "ready", durationSeconds: 3, storageKey: keyOf("p360"), lowStorageKey: keyOf("p240"), sourceKey: null });
    const poster = await getStorage().get(video.posterKey!);
    const posterBytes: Buffer[] = [];
    for await (const chunk of poster!.body) posterBytes.push(chunk as Buffer);
    expect(await sharp(Buffer.concat(posterBytes)).metadata()).toMatchObject({ format: "webp", width: 640, height: 360 });
    expect(media.poster_url).toMatch(/^\/api\/stream\/videos\//);

    expect(await getStorage().head(sourceKey)).toBeNull();
    expect(await db.storedObject.findUnique({ where: { key: sourceKey } })).toBeNull();
    expect((await db.course.findUniqueOrThrow({ where: { id: courseId } })).lessonCount).toBe(1);

    // Again: nothing is redone or added.
    expect(await mediaTranscode.run({ videoId: lessonId }, context())).toEqual({ outcome: "nothing_to_do" });
    expect(await db.videoRendition.findMany({ where: { lessonId } })).toEqual(rows);
    expect((await db.course.findUniqueOrThrow({ where: { id: courseId } })).lessonCount).toBe(1);
  });

  it("keeps the steps already done when a run is repeated after a crash", async () => {
    const tutor = await newTutor();
    const { lessonId } = await uploaded(tutor, clip180);
    await mediaTranscode.run({ videoId: lessonId }, context());
    const before = await db.videoRendition.findMany({ where: { lessonId }, orderBy: { kind: "asc" } });
    const posterKey = (await db.lesson.findUniqueOrThrow({ where: { id: lessonId } })).posterKey;
    // As if the worker died before publishing: the lesson is still processing with its source.
    const source = `videos/${tutor.id}/${randomBytes(8).toString("hex")}.mp4`;
    await getStorage().put(source, Buffer.from(await import("node:fs").then((fs) => fs.readFileSync(clip180))), { contentType: "video/mp4" });
    await db.lesson.update({ where: { id: lessonId }, data: { mediaState: "processing", sourceKey: source } });
    await db.transcodeStep.update({ where: { lessonId_step: { lessonId, step: "p240" } }, data: { state: "running", percent: 40 } });

    expect(await mediaTranscode.run({ videoId: lessonId }, context())).toMatchObject({ outcome: "ready" });
    const after = await db.videoRendition.findMany({ where: { lessonId }, orderBy: { kind: "asc" } });
    expect(after.find((r) => r.kind === "audio")).toBeUndefined();
    expect(after.find((r) => r.kind === "p240")!.storageKey).not.toBe(before.find((r) => r.kind === "p240")!.storageKey);
    expect((await db.lesson.findUniqueOrThrow({ where: { id: lessonId } })).posterKey).toBe(posterKey);
  });

  it("gives a source below 240p its own size, no audio file when it is silent, and skips the rungs above", async () => {
    const tutor = await newTutor();
    const { lessonId } = await uploaded(tutor, clip180);
    await mediaTranscode.run({ videoId: lessonId }, context());
    const media = (await call(lessonMedia, { token: tutor.token, params: { id: lessonId } })).body;
    expect(Object.fromEntries(media.steps.map((s: JsonBody) => [s.step, s.state]))).toEqual({
      probe: "done",
      poster: "done",
      audio: "skipped",
      p240: "done",
      p360: "skipped",
      p480: "skipped",
    });
    expect(media.renditions).toEqual([{ kind: "p240", bytes: expect.any(Number), bitrate_kbps: expect.any(Number), width: 320, height: 180 }]);
    expect(media.duration_seconds).toBe(2);
  });

  it("fails the lesson with a plain message when its source is gone, without retrying", async () => {
    const tutor = await newTutor();
    const { lessonId } = await uploaded(tutor, clip180);
    const { sourceKey } = await db.lesson.findUniqueOrThrow({ where: { id: lessonId } });
    await getStorage().delete(sourceKey!);
    expect(await mediaTranscode.run({ videoId: lessonId }, context())).toEqual({ outcome: "failed", step: "probe" });
    const media = (await call(lessonMedia, { token: tutor.token, params: { id: lessonId } })).body;
    expect(media.state).toBe("failed");
    expect(media.steps[0]).toMatchObject({ state: "failed", error: "The uploaded file is no longer in storage. Upload the lesson's video again." });
  });

  it("retries a failure it may get past, and fails the lesson on the last attempt", async () => {
    const tutor = await newTutor();
    const { lessonId } = await uploaded(tutor, clip180);
    const { sourceKey } = await db.lesson.findUniqueOrThrow({ where: { id: lessonId } });
    // A source whose index ffprobe reads but whose pictures are zeros: ffmpeg cannot decode them.
    const fs = await import("node:fs");
    const damaged = fs.readFileSync(clip180);
    damaged.fill(0, damaged.indexOf("mdat") + 4);
    await getStorage().put(sourceKey!, damaged, { contentType: "video/mp4" });
    await expect(mediaTranscode.run({ videoId: lessonId }, context(1))).rejects.toThrow();
    const waiting = (await call(lessonMedia, { token: tutor.token, params: { id: lessonId } })).body;
    expect(waiting.state).toBe("processing");
    const failedStep = waiting.steps.find((s: JsonBody) => s.error);
    expect(failedStep).toMatchObject({ state: "waiting", error: expect.stringMatching(/Trying again shortly\.$/) });

    expect(await mediaTranscode.run({ videoId: lessonId }, context(4))).toMatchObject({ outcome: "failed" });
    const failed = (await call(lessonMedia, { token: tutor.token, params: { id: lessonId } })).body;
    expect(failed.state).toBe("failed");
    expect(failed.steps.find((s: JsonBody) => s.state === "failed").error).not.toMatch(/ffmpeg exited|\/tmp\//);
  });
});

describe("a lesson that is not ready", () => {
  it("is neither shown nor playable to an enrolled student, and is once ready", async () => {
    const tutor = await newTutor();
    const { lessonId, courseId } = await uploaded(tutor, clip180);
    const student = await newStudent();
    expect((await call(enrollPost, { token: student.token, body: { course_id: courseId } })).status).toBeLessThan(300);

    expect((await call(courseVideos, { token: student.token, params: { id: courseId } })).body.videos).toEqual([]);
    expect((await call(streamGet, { token: student.token, params: { id: lessonId } })).status).toBe(404);
    expect((await getCoursePage(courseId, { id: student.id, role: "student" }))!.sections[0]!.lessons).toEqual([]);
    expect((await db.course.findUniqueOrThrow({ where: { id: courseId } })).lessonCount).toBe(0);

    await mediaTranscode.run({ videoId: lessonId }, context());
    const listed = (await call(courseVideos, { token: student.token, params: { id: courseId } })).body.videos;
    expect(listed.map((v: JsonBody) => [v.id, v.media_state, v.duration_seconds])).toEqual([[lessonId, "ready", 2]]);
    const stream = await call(streamGet, { token: student.token, params: { id: lessonId } });
    expect(stream.status).toBe(200);
    expect(stream.body.url).toMatch(/^\/api\/stream\/videos\//);
    expect((await getCoursePage(courseId, { id: student.id, role: "student" }))!.sections[0]!.lessons.map((l) => l.id)).toEqual([lessonId]);
  });
});

describe("PUT /api/videos/{id} on an uploaded lesson", () => {
  it("keeps its title editable and refuses a typed duration, key or address", async () => {
    const tutor = await newTutor();
    const { lesson } = await lessonIn(tutor);
    const put = (body: Record<string, unknown>) => call(videoPut, { token: tutor.token, params: { id: lesson.id }, body });
    expect((await put({ title: "Snell's law" })).body.video).toMatchObject({ title: "Snell's law", media_state: "awaiting_upload" });
    for (const body of [{ duration: 5 }, { videoUrl: "https://cdn.example.com/a.mp4" }]) {
      const refused = await put(body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("This lesson's video and duration come from its upload. Upload a new file to replace them.");
    }
    expect(await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).toMatchObject({ durationSeconds: 0, videoUrl: null, mediaState: "awaiting_upload" });
  });
});
