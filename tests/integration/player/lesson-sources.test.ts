// What the player may play of a lesson: GET /api/videos/{id}/stream answers its renditions with
// their measured sizes behind signed URLs, and the poster; a lesson from before the ladder
// plays its own file or address with the size unknown. The seeded lessons carry their
// data-lite rendition, measured from the bundled files.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as enrollPost } from "@/app/api/enrollments/route";
import { GET as videoStream } from "@/app/api/videos/[id]/stream/route";
import { getLearningView } from "@/server/courses/learning";
import { LESSON_MEDIA_SIZE, sampleMediaPath } from "../../../prisma/seed-data/lesson-media";
import { courses as seedCourses } from "../../../prisma/seed-data/courses";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

let student: TestAccount;
let courseId: string;
let sectionId: string;

beforeAll(async () => {
  const tutor = await newTutor();
  const course = await db.course.create({
    data: {
      ownerId: tutor.id,
      status: "published",
      instructor: "Ada Eze",
      title: `Ladder ${randomBytes(4).toString("hex")}`,
      level: "Beginner",
      category: "Physics",
      price: 0,
    },
  });
  courseId = course.id;
  sectionId = (await db.section.create({ data: { courseId, title: "Week 1", position: 1 } })).id;
  student = await newStudent();
  expect((await call(enrollPost, { token: student.token, body: { course_id: courseId } })).status).toBe(201);
});

let position = 0;
const lesson = (data: { storageKey?: string; lowStorageKey?: string; videoUrl?: string; posterKey?: string }) =>
  db.lesson.create({
    data: { courseId, sectionId, title: "Waves", durationSeconds: 120, position: ++position, ...data },
  });

const stream = (id: string, token?: string) => call(videoStream, { token, params: { id } });

describe("GET /api/videos/{id}/stream renditions", () => {
  it("lists the ladder lowest first with measured sizes, signed URLs and the poster, keeping the old fields", async () => {
    const video = await lesson({
      storageKey: "media/l/p360.mp4",
      lowStorageKey: "media/l/p240.mp4",
      posterKey: "media/l/poster.webp",
    });
    await db.videoRendition.createMany({
      data: [
        {
          lessonId: video.id,
          kind: "p360",
          storageKey: "media/l/p360.mp4",
          contentType: "video/mp4",
          bytes: 9_000_000n,
          bitrateKbps: 600,
          width: 640,
          height: 360,
        },
        {
          lessonId: video.id,
          kind: "audio",
          storageKey: "media/l/audio.m4a",
          contentType: "audio/mp4",
          bytes: 720_000n,
          bitrateKbps: 48,
          width: null,
          height: null,
        },
        {
          lessonId: video.id,
          kind: "p240",
          storageKey: "media/l/p240.mp4",
          contentType: "video/mp4",
          bytes: 4_000_000n,
          bitrateKbps: 266,
          width: 426,
          height: 240,
        },
      ],
    });
    const res = await stream(video.id, student.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      video_id: video.id,
      url: expect.stringContaining("/api/stream/media/l/p360.mp4?"),
      low_quality_url: expect.any(String),
    });
    expect(res.body.poster_url).toMatch(/^\/api\/stream\/media\/l\/poster\.webp\?exp=\d+&sig=/);
    expect(res.body.renditions).toEqual([
      {
        kind: "audio",
        url: expect.stringMatching(/^\/api\/stream\/media\/l\/audio\.m4a\?exp=/),
        bytes: 720_000,
        bitrate_kbps: 48,
        width: null,
        height: null,
        content_type: "audio/mp4",
      },
      {
        kind: "p240",
        url: expect.stringMatching(/p240\.mp4\?exp=/),
        bytes: 4_000_000,
        bitrate_kbps: 266,
        width: 426,
        height: 240,
        content_type: "video/mp4",
      },
      {
        kind: "p360",
        url: expect.stringMatching(/p360\.mp4\?exp=/),
        bytes: 9_000_000,
        bitrate_kbps: 600,
        width: 640,
        height: 360,
        content_type: "video/mp4",
      },
    ]);
  });

  it("gives a lesson from before the ladder its file and data-lite copy, sizes unknown", async () => {
    const video = await lesson({ storageKey: "videos/x/main.mp4", lowStorageKey: "videos/x/low.mp4" });
    const res = await stream(video.id, student.token);
    const unknown = { bytes: null, bitrate_kbps: null, width: null, height: null, content_type: null };
    expect(res.body.renditions).toEqual([
      { kind: "p240", url: expect.stringContaining("/api/stream/videos/x/low.mp4?"), ...unknown },
      { kind: "original", url: expect.stringContaining("/api/stream/videos/x/main.mp4?"), ...unknown },
    ]);
    expect(res.body.poster_url).toBeNull();
  });

  it("plays an external address as it is, with no size rather than a made-up one", async () => {
    const video = await lesson({ videoUrl: "https://cdn.example.com/waves.mp4" });
    const res = await stream(video.id, student.token);
    expect(res.body.renditions).toEqual([
      {
        kind: "original",
        url: "https://cdn.example.com/waves.mp4",
        bytes: null,
        bitrate_kbps: null,
        width: null,
        height: null,
        content_type: null,
      },
    ]);
  });

  it("gives nothing to a student who may not watch", async () => {
    const video = await lesson({ storageKey: "videos/y/main.mp4" });
    const outsider = await newStudent();
    const res = await stream(video.id, outsider.token);
    expect(res.status).toBe(403);
    expect(res.body.renditions).toBeUndefined();
  });

  it("hands the course-content page each lesson's sources", async () => {
    const view = await getLearningView(student.id, courseId);
    if (view.status !== "ok") throw new Error(view.status);
    const lessons = view.sections.flatMap((s) => s.lessons);
    expect(lessons.length).toBe(position);
    expect(lessons[0]!.sources.renditions.map((r) => r.kind)).toEqual(["audio", "p240", "p360"]);
    expect(lessons.at(-1)!.sources.renditions.map((r) => r.kind)).toEqual(["original"]);
  });
});

describe("seeded lessons (npm run db:seed)", () => {
  it("each has its data-lite rendition, sized from its bundled file", async () => {
    const slugs = seedCourses.map((c) => c.slug);
    const videos = await db.lesson.findMany({
      where: { course: { slug: { in: slugs } } },
      select: { storageKey: true, durationSeconds: true, renditions: true },
    });
    expect(videos.length).toBeGreaterThan(100);
    for (const video of videos) {
      const bytes = fs.statSync(sampleMediaPath(video.storageKey!)).size;
      expect(video.renditions).toEqual([
        expect.objectContaining({
          kind: "p240",
          storageKey: video.storageKey,
          contentType: "video/mp4",
          bytes: BigInt(bytes),
          bitrateKbps: Math.round((bytes * 8) / video.durationSeconds / 1000),
          ...LESSON_MEDIA_SIZE,
        }),
      ]);
    }
  });
});
