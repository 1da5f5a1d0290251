// Without ffmpeg on the machine an upload is still taken, and its transcoding fails at once
// (no retries) with a message saying how to install it. This file's process loses ffmpeg from
// its PATH after making its clip; ffmpeg's presence is checked once per process, on first use.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { POST as coursePost } from "@/app/api/courses/route";
import { POST as sectionPost } from "@/app/api/sections/route";
import { GET as lessonMedia } from "@/app/api/videos/[id]/media/route";
import { POST as videoPost } from "@/app/api/videos/route";
import { mediaTranscode } from "@/server/jobs/media-transcode";
import { finishLessonUpload } from "@/server/media/finish-upload";
import { call, openDb, newTutor } from "../../support/api";
import { makeClip } from "../../support/media-clips";

const db = openDb();
const clip = makeClip({ width: 320, height: 180, seconds: 1 });
const path = process.env.PATH;
process.env.PATH = "/nonexistent";
afterAll(async () => {
  process.env.PATH = path;
  await db.$disconnect();
});

describe("without ffmpeg", () => {
  it("takes the upload, then fails the lesson saying how to install ffmpeg, without retrying", async () => {
    const tutor = await newTutor();
    const course = await call(coursePost, {
      token: tutor.token,
      body: { title: `Sound ${randomBytes(3).toString("hex")}`, description: "Waves", price: 0, category: "Physics", level: "Intermediate" },
    });
    const section = await call(sectionPost, { token: tutor.token, body: { course_id: course.body.course.id, title: "Sound" } });
    const lesson = (await call(videoPost, { token: tutor.token, body: { section_id: section.body.section.id, title: "Echoes" } })).body.video;

    await finishLessonUpload({ uploadId: randomBytes(12).toString("hex"), tutorId: tutor.id, lessonId: lesson.id, filePath: clip, size: fs.statSync(clip).size });
    expect((await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).mediaState).toBe("processing");

    const context = { jobId: "no-ffmpeg", attempt: 1, signal: new AbortController().signal };
    expect(await mediaTranscode.run({ videoId: lesson.id }, context)).toEqual({ outcome: "failed", step: "probe" });
    const media = (await call(lessonMedia, { token: tutor.token, params: { id: lesson.id } })).body;
    expect(media.state).toBe("failed");
    expect(media.steps[0].error).toBe(
      "ffmpeg is not installed on this server, so lessons cannot be transcoded. Install it (on Debian or Ubuntu: apt-get install ffmpeg), then retry the lesson's job.",
    );
  });
});
