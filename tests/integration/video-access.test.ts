// Who may play a lesson: the outline (titles, durations, preview flags) is public, a
// playable URL only for an enrolled student, the owner tutor, or a preview lesson. The
// URL is a short-lived signed /api/stream link served with HTTP ranges.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as enrollPost } from "@/app/api/enrollments/route";
import { GET as streamGet } from "@/app/api/stream/[...key]/route";
import { GET as videoStream } from "@/app/api/videos/[id]/stream/route";
import { GET as videosOfCourse } from "@/app/api/videos/course/[id]/route";
import { GET as videosOfSection } from "@/app/api/videos/section/[id]/route";
import { POST as videoUpload } from "@/app/api/videos/upload/route";
import { signedFileUrl } from "@/server/integrations/storage/signed-url";
import { call, openDb, newTutor, type ApiResponse, type JsonBody, type TestAccount, newStudent } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

const SAMPLE = fs.readFileSync(path.resolve(import.meta.dirname, "../../media/samples/lesson-1.mp4"));
/** Calls the stream route with a URL the API handed out (/api/stream/<key>?exp=&sig=). */
function openStream(url: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  const u = new URL(url, "http://localhost");
  const key = decodeURIComponent(u.pathname.replace(/^\/api\/stream\//, "")).split("/");
  return call(streamGet, { path: `${u.pathname}${u.search}`, params: { key }, headers });
}

let tutor: TestAccount;
let videoKey: string;
let courseId: string;
let sectionId: string;
let previewId: string;
let lockedId: string;
let noFileId: string;

beforeAll(async () => {
  tutor = await newTutor();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(SAMPLE)], { type: "video/mp4" }), "lesson-1.mp4");
  const upload = await call(videoUpload, { token: tutor.token, rawBody: form });
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  videoKey = upload.body.key;
  const course = await db.course.create({
    data: {
      ownerId: tutor.id,
      instructor: "Emeka Obi",
      title: `Video access ${randomBytes(4).toString("hex")}`,
      level: "Beginner",
      category: "Physics",
      price: 0,
      lessonCount: 3,
      status: "published",
    },
  });
  courseId = course.id;
  const section = await db.section.create({ data: { courseId, title: "Week 1", position: 1 } });
  sectionId = section.id;
  const preview = await db.lesson.create({
    data: {
      courseId,
      sectionId,
      title: "Welcome",
      durationSeconds: 95,
      storageKey: videoKey,
      preview: true,
      position: 1,
    },
  });
  const locked = await db.lesson.create({
    data: {
      courseId,
      sectionId,
      title: "Newton's laws",
      durationSeconds: 600,
      storageKey: videoKey,
      preview: false,
      position: 2,
    },
  });
  const noFile = await db.lesson.create({
    data: {
      courseId,
      sectionId,
      title: "Coming soon",
      durationSeconds: 60,
      storageKey: null,
      preview: false,
      position: 3,
    },
  });
  previewId = preview.id;
  lockedId = locked.id;
  noFileId = noFile.id;
});

async function enrolledStudent(): Promise<TestAccount> {
  const student = await newStudent();
  const res = await call(enrollPost, { token: student.token, body: { course_id: courseId } });
  expect(res.status).toBe(201);
  return student;
}

const byId = (body: JsonBody) => new Map((body.videos as JsonBody[]).map((v) => [v.id as string, v]));

describe("lesson lists", () => {
  it("anyone sees titles, durations and preview flags, in order", async () => {
    const res = await call(videosOfCourse, { params: { id: courseId } });
    expect(res.status).toBe(200);
    expect(res.body.videos.map((v: JsonBody) => [v.title, v.duration, v.duration_seconds, v.preview, v.order])).toEqual(
      [
        ["Welcome", "1:35", 95, true, 1],
        ["Newton's laws", "10:00", 600, false, 2],
        ["Coming soon", "1:00", 60, false, 3],
      ],
    );
    for (const v of res.body.videos)
      expect(v).toMatchObject({ course_id: courseId, section_id: sectionId, user_id: tutor.id });
  });

  it.each(["signed-out visitor", "non-enrolled student", "other tutor"] as const)(
    "a %s gets a URL only for the preview lesson",
    async (who) => {
      const token =
        who === "signed-out visitor"
          ? undefined
          : who === "non-enrolled student"
            ? (await newStudent()).token
            : (await newTutor()).token;
      for (const handler of [videosOfCourse, videosOfSection]) {
        const res = await call(handler, { token, params: { id: handler === videosOfCourse ? courseId : sectionId } });
        expect(res.status).toBe(200);
        const videos = byId(res.body);
        expect(videos.get(previewId).videoUrl).toMatch(/^\/api\/stream\/.+\?exp=\d+&sig=/);
        expect(videos.get(lockedId).videoUrl).toBeNull();
        expect(videos.get(lockedId).url_expires_at).toBeNull();
        expect(videos.get(noFileId).videoUrl).toBeNull();
        // The storage key itself is never shown.
        expect(JSON.stringify(res.body.videos.filter((v: JsonBody) => v.videoUrl === null))).not.toContain(videoKey);
      }
    },
  );

  it.each(["enrolled student", "owner tutor"] as const)("an %s gets URLs for every lesson with a file", async (who) => {
    const token = who === "owner tutor" ? tutor.token : (await enrolledStudent()).token;
    for (const handler of [videosOfCourse, videosOfSection]) {
      const res = await call(handler, { token, params: { id: handler === videosOfCourse ? courseId : sectionId } });
      expect(res.status).toBe(200);
      const videos = byId(res.body);
      expect(videos.get(previewId).videoUrl).toMatch(/^\/api\/stream\//);
      expect(videos.get(lockedId).videoUrl).toMatch(new RegExp(`^/api/stream/${videoKey}\\?exp=\\d+&sig=`));
      expect(Date.parse(videos.get(lockedId).url_expires_at)).toBeGreaterThan(Date.now());
      expect(videos.get(noFileId).videoUrl).toBeNull();
    }
  });

  it("an unknown course or section → 404", async () => {
    expect((await call(videosOfCourse, { params: { id: "no-such-course" } })).status).toBe(404);
    expect((await call(videosOfSection, { params: { id: "no-such-section" } })).status).toBe(404);
  });
});

describe("GET /api/videos/{id}/stream", () => {
  it("a locked lesson: 401 signed out, 403 for a non-enrolled student or another tutor", async () => {
    const signedOut = await call(videoStream, { params: { id: lockedId } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: "Invalid or expired token", error: "unauthorized" });
    const student = await newStudent();
    const notEnrolled = await call(videoStream, { token: student.token, params: { id: lockedId } });
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body).toEqual({ message: "Enroll in this course to watch its lessons", error: "forbidden" });
    expect((await call(videoStream, { token: (await newTutor()).token, params: { id: lockedId } })).status).toBe(403);
  });

  it("a locked lesson plays for an enrolled student and the owner", async () => {
    for (const token of [(await enrolledStudent()).token, tutor.token]) {
      const res = await call(videoStream, { token, params: { id: lockedId } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ video_id: lockedId, low_quality_url: null });
      expect(res.body.url).toMatch(new RegExp(`^/api/stream/${videoKey}\\?exp=\\d+&sig=`));
      expect(Date.parse(res.body.expires_at)).toBeGreaterThan(Date.now());
    }
  });

  it("a preview lesson plays for anyone", async () => {
    const res = await call(videoStream, { params: { id: previewId } });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/stream\//);
  });

  it("a lesson without a file, or an unknown lesson → 404", async () => {
    expect((await call(videoStream, { token: tutor.token, params: { id: noFileId } })).status).toBe(404);
    expect((await call(videoStream, { token: tutor.token, params: { id: "no-such-video" } })).status).toBe(404);
  });
});

describe("GET /api/stream/{key} (signed URL, HTTP ranges)", () => {
  let url: string;
  beforeAll(async () => {
    const res = await call(videoStream, { token: tutor.token, params: { id: lockedId } });
    url = res.body.url;
  });

  it("serves the whole file with 200", async () => {
    const res = await openStream(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe(String(SAMPLE.length));
    expect(res.bytes.equals(SAMPLE)).toBe(true);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=100-", 100, SAMPLE.length - 1],
    ["bytes=-50", SAMPLE.length - 50, SAMPLE.length - 1],
    ["bytes=0-0", 0, 0],
    [`bytes=${SAMPLE.length - 1}-`, SAMPLE.length - 1, SAMPLE.length - 1],
    [`bytes=1000-${SAMPLE.length + 5000}`, 1000, SAMPLE.length - 1],
  ])("%s → 206 with exactly those bytes", async (range, start, end) => {
    const res = await openStream(url, { range });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SAMPLE.length}`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    expect(res.bytes.length).toBe(end - start + 1);
    expect(res.bytes.equals(SAMPLE.subarray(start, end + 1))).toBe(true);
  });

  it("a range past the end → 416 with the size", async () => {
    for (const range of [`bytes=${SAMPLE.length}-`, `bytes=${SAMPLE.length + 100}-${SAMPLE.length + 200}`]) {
      const res = await openStream(url, { range });
      expect(res.status).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${SAMPLE.length}`);
      expect(res.bytes.length).toBe(0);
    }
  });

  it("a malformed or multi-range header → the whole file", async () => {
    for (const range of ["bytes=abc", "bytes=0-9,20-29"]) {
      const res = await openStream(url, { range });
      expect(res.status).toBe(200);
      expect(res.bytes.equals(SAMPLE)).toBe(true);
    }
  });

  it("a tampered signature → 403", async () => {
    const u = new URL(url, "http://localhost");
    const sig = u.searchParams.get("sig")!;
    u.searchParams.set("sig", `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`);
    const res = await openStream(`${u.pathname}${u.search}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "This video link is not valid", error: "forbidden" });
  });

  it("a later expiry with the old signature, a missing signature, or another key → 403", async () => {
    const u = new URL(url, "http://localhost");
    const longer = new URL(u);
    longer.searchParams.set("exp", String(Number(u.searchParams.get("exp")) + 3600));
    expect((await openStream(`${longer.pathname}${longer.search}`)).status).toBe(403);
    expect((await openStream(`${u.pathname}?exp=${u.searchParams.get("exp")}`)).status).toBe(403);
    expect((await openStream(u.pathname)).status).toBe(403);
    // The signature of one file does not open another.
    expect((await openStream(`/api/stream/samples/lesson-2.mp4${u.search}`)).status).toBe(403);
  });

  it("an expired signature → 403", async () => {
    const expired = await signedFileUrl(videoKey, 60, Date.now() - 60 * 60 * 1000);
    expect(expired.expiresAt.getTime()).toBeLessThan(Date.now());
    const res = await openStream(expired.url);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: "This video link has expired. Reload the lesson to get a new one.",
      error: "forbidden",
    });
    // A fresh one made the same way works.
    const fresh = await signedFileUrl(videoKey, 60);
    expect((await openStream(fresh.url, { range: "bytes=0-9" })).status).toBe(206);
  });

  it("a signed URL for a missing file → 404", async () => {
    const missing = await signedFileUrl(`videos/${tutor.id}/missing.mp4`, 60);
    expect((await openStream(missing.url)).status).toBe(404);
  });
});
