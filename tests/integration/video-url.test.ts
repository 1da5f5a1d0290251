// A lesson whose video lives on a public https host (the videoUrl of docs/product-spec.md part 3): POST /api/videos
// takes it beside the upload path, refuses anything that is not a public https address with
// a 400 that creates nothing, and the lesson lists and the stream endpoint hand it out as it
// is. Also: the enrolment list's course carries lesson_count (snake_case, docs/contract.md).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as studentList } from "@/app/api/enrollments/student/[id]/route";
import { POST as enrollPost } from "@/app/api/enrollments/route";
import { GET as videoStream } from "@/app/api/videos/[id]/stream/route";
import { GET as videosOfCourse } from "@/app/api/videos/course/[id]/route";
import { POST as videoPost } from "@/app/api/videos/route";
import { call, newStudent, openDb, newTutor, type JsonBody, type TestAccount } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

const EXTERNAL = "https://cdn.example.com/lessons/newton.mp4";

let tutor: TestAccount;
let courseId: string;
let sectionId: string;

beforeAll(async () => {
  tutor = await newTutor();
  const course = await db.course.create({
    data: {
      ownerId: tutor.id,
      status: "published",
      instructor: "Emeka Obi",
      title: `External video ${randomBytes(4).toString("hex")}`,
      level: "Beginner",
      category: "Physics",
      price: 0,
    },
  });
  courseId = course.id;
  sectionId = (await db.section.create({ data: { courseId, title: "Week 1", position: 1 } })).id;
});

const addVideo = (extra: Record<string, unknown>) =>
  call(videoPost, {
    path: "/api/videos",
    token: tutor.token,
    body: { section_id: sectionId, title: "Newton's laws", duration: "4:30", ...extra },
  });
const videoCount = () => db.lesson.count({ where: { sectionId } });

describe("POST /api/videos with videoUrl", () => {
  it("takes a public https address, returns it, and an enrolled student's lists and stream answer it as it is", async () => {
    const res = await addVideo({ videoUrl: EXTERNAL });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.video).toMatchObject({
      title: "Newton's laws",
      videoUrl: EXTERNAL,
      low_quality_url: null,
      url_expires_at: null,
    });
    const row = await db.lesson.findUniqueOrThrow({ where: { id: res.body.video.id } });
    expect(row).toMatchObject({ videoUrl: EXTERNAL, storageKey: null });

    const student = await newStudent();
    expect((await call(enrollPost, { token: student.token, body: { course_id: courseId } })).status).toBe(201);
    const list = await call(videosOfCourse, { token: student.token, params: { id: courseId } });
    expect(list.body.videos.find((v: JsonBody) => v.id === row.id)).toMatchObject({ videoUrl: EXTERNAL });
    const stream = await call(videoStream, { token: student.token, params: { id: row.id } });
    expect(stream.status).toBe(200);
    expect(stream.body).toMatchObject({ video_id: row.id, url: EXTERNAL, low_quality_url: null, expires_at: null });

    // Not enrolled: the outline, not the address.
    const stranger = await newStudent();
    const hidden = await call(videosOfCourse, { token: stranger.token, params: { id: courseId } });
    expect(hidden.body.videos.find((v: JsonBody) => v.id === row.id)).toMatchObject({ videoUrl: null });
  });

  it.each([
    ["http://cdn.example.com/a.mp4", "videoUrl must be an https:// address"],
    ["https://localhost/a.mp4", "videoUrl must point to a public host, not localhost or a private network address"],
    ["https://10.0.0.5/a.mp4", "videoUrl must point to a public host, not localhost or a private network address"],
    [
      "https://169.254.169.254/latest/meta-data",
      "videoUrl must point to a public host, not localhost or a private network address",
    ],
    ["https://[::1]/a.mp4", "videoUrl must point to a public host, not localhost or a private network address"],
    ["https://192.168.0.1/a.mp4", "videoUrl must point to a public host, not localhost or a private network address"],
    ["not a url", "videoUrl must be a valid URL"],
  ])("refuses %s with 400 and creates nothing", async (videoUrl, message) => {
    const before = await videoCount();
    const res = await addVideo({ videoUrl });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "validation_error", message, errors: { videoUrl: message } });
    expect(await videoCount()).toBe(before);
  });

  it("refuses videoUrl together with an uploaded storage_key", async () => {
    const before = await videoCount();
    const res = await addVideo({ videoUrl: EXTERNAL, storage_key: `videos/${tutor.id}/x.mp4` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ videoUrl: "Send either videoUrl or an uploaded storage_key, not both" });
    expect(await videoCount()).toBe(before);
  });
});

describe("GET /api/enrollments/student/{id}", () => {
  it("gives each course's lesson_count in snake_case", async () => {
    const student = await newStudent();
    const course = await db.course.create({
      data: {
        ownerId: tutor.id,
        status: "published",
        instructor: "Emeka Obi",
        title: `Lessons ${randomBytes(4).toString("hex")}`,
        level: "Beginner",
        category: "Physics",
        price: 0,
        lessonCount: 7,
      },
    });
    expect((await call(enrollPost, { token: student.token, body: { course_id: course.id } })).status).toBe(201);
    const res = await call(studentList, { token: student.token, params: { id: student.id } });
    expect(res.status).toBe(200);
    const { course: listed } = res.body.enrollments.find((e: JsonBody) => e.course_id === course.id);
    expect(listed).toMatchObject({ id: course.id, lesson_count: 7 });
    expect(listed).not.toHaveProperty("lessonCount");
  });
});
