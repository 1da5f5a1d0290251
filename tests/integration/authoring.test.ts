// Tutor authoring API: courses (POST/PUT/DELETE), sections and videos, reordering, the
// course thumbnail and lesson video uploads. Only tutors write, and only to their own
// courses; every refusal leaves the database as it was.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DELETE as courseDelete, GET as courseGet, PUT as coursePut } from "@/app/api/courses/[id]/route";
import { PUT as sectionsOrderPut } from "@/app/api/courses/[id]/sections/order/route";
import { POST as thumbnailPost } from "@/app/api/courses/[id]/thumbnail/route";
import { POST as coursePost } from "@/app/api/courses/route";
import { GET as mediaGet } from "@/app/api/media/[...key]/route";
import { POST as initializePost } from "@/app/api/payments/initialize/route";
import { DELETE as sectionDelete, PUT as sectionPut } from "@/app/api/sections/[id]/route";
import { GET as sectionsOfCourse } from "@/app/api/sections/course/[id]/route";
import { POST as sectionPost } from "@/app/api/sections/route";
import { PUT as videosOrderPut } from "@/app/api/sections/[id]/videos/order/route";
import { DELETE as videoDelete, PUT as videoPut } from "@/app/api/videos/[id]/route";
import { GET as videosOfSection } from "@/app/api/videos/section/[id]/route";
import { POST as videoPost } from "@/app/api/videos/route";
import { POST as videoUpload } from "@/app/api/videos/upload/route";
import { call, openDb, newTutor, type JsonBody, newStudent } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

const SAMPLE_MP4 = path.resolve(import.meta.dirname, "../../media/samples/lesson-1.mp4");
const validCourse = (extra: Record<string, unknown> = {}) => ({
  title: `Authoring ${randomBytes(4).toString("hex")}`,
  description: "A course made by a test",
  level: "Intermediate",
  category: "Physics",
  price: 2000,
  original_price: 3000,
  ...extra,
});

/** A published course (courses are created as drafts unless the body says otherwise). */
async function createCourse(token: string, extra: Record<string, unknown> = {}) {
  const res = await call(coursePost, {
    path: "/api/courses",
    token,
    body: validCourse({ status: "published", ...extra }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.course as JsonBody;
}

async function createSection(token: string, courseId: string, title = "Section") {
  const res = await call(sectionPost, { token, body: { course_id: courseId, title } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.section as JsonBody;
}

// A lesson given by address unless the test gives a stored file: one with neither awaits its upload and is not counted.
const EXTERNAL_VIDEO = "https://cdn.example.com/lessons/lesson.mp4";

async function createVideo(token: string, sectionId: string, extra: Record<string, unknown> = {}) {
  const source = extra.storage_key ? {} : { videoUrl: EXTERNAL_VIDEO };
  const res = await call(videoPost, {
    token,
    body: { section_id: sectionId, title: "Lesson", duration: 5, ...source, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.video as JsonBody;
}

const courseRow = (id: string) => db.course.findUnique({ where: { id } });
const lessonCount = async (id: string) => (await courseRow(id))!.lessonCount;

function multipart(bytes: Uint8Array, fileName: string, type: string, field = "file"): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

const pngImage = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe("POST /api/courses", () => {
  it("a tutor creates a course owned by them, named after them", async () => {
    const tutor = await newTutor({ first_name: "Ngozi", last_name: "Eze" });
    const body = validCourse({
      objectives: ["Understand motion"],
      tags: ["physics"],
      duration_hours: 10,
      exam: "NECO",
      status: "draft",
    });
    const res = await call(coursePost, { token: tutor.token, body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Course created");
    expect(res.body.course).toMatchObject({
      title: body.title,
      instructor: "Ngozi Eze",
      tutor_id: tutor.id,
      price: 2000,
      original_price: 3000,
      lesson_count: 0,
      student_count: 0,
      rating: 4.5,
      featured: false,
      bestseller: false,
      objectives: ["Understand motion"],
      tags: ["physics"],
      duration_hours: 10,
      exam: "NECO",
      status: "draft",
    });
    const row = await courseRow(res.body.course.id);
    expect(row).toMatchObject({
      ownerId: tutor.id,
      title: body.title,
      price: 2000,
      originalPrice: 3000,
      level: "Intermediate",
      category: "Physics",
      lessonCount: 0,
    });
  });

  it("a student → 403 and a visitor → 401, nothing written", async () => {
    const student = await newStudent();
    const title = `Forbidden ${randomBytes(4).toString("hex")}`;
    const asStudent = await call(coursePost, { token: student.token, body: validCourse({ title }) });
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toEqual({ message: "Only tutors can do this", error: "forbidden" });
    const anonymous = await call(coursePost, { body: validCourse({ title }) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "Invalid or expired token", error: "unauthorized" });
    const bad = await call(coursePost, { token: "not-a-token", body: validCourse({ title }) });
    expect(bad.status).toBe(401);
    expect(await db.course.count({ where: { title } })).toBe(0);
  });

  it.each([
    ["a negative price", { price: -100 }, "Price cannot be negative", "price"],
    ["a price of 12.5", { price: 12.5 }, "Price must be a whole number of naira", "price"],
    ["a price as text", { price: "2000" }, "Price must be a whole number of naira", "price"],
    [
      "an original price lower than the price",
      { price: 5000, original_price: 4000 },
      "Original price must be at least the price",
      "original_price",
    ],
    ["an unknown level", { level: "Expert" }, "Level must be one of Beginner, Intermediate, Advanced", "level"],
    ["an unknown category", { category: "Astrology" }, "Choose a subject from the list", "category"],
    ["a short title", { title: "Hi" }, "Title must be at least 3 characters", "title"],
    ["an unknown field", { unknown_field: "x" }, undefined, undefined],
    ["featured (not the tutor's to set)", { featured: true }, undefined, undefined],
  ])("%s → 400 and nothing written", async (_label, patch, message, field) => {
    const tutor = await newTutor();
    const res = await call(coursePost, { token: tutor.token, body: validCourse(patch) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    if (message) expect(res.body.message).toBe(message);
    if (field) expect(res.body.errors[field]).toBe(message);
    expect(await db.course.count({ where: { ownerId: tutor.id } })).toBe(0);
  });

  it("malformed JSON → 400", async () => {
    const tutor = await newTutor();
    const res = await call(coursePost, {
      token: tutor.token,
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("malformed_json");
    expect(await db.course.count({ where: { ownerId: tutor.id } })).toBe(0);
  });
});

describe("PUT /api/courses/{id}", () => {
  it("the owner edits; the course shows the change", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const res = await call(coursePut, {
      token: tutor.token,
      params: { id: course.id },
      body: { title: "Renamed course", price: 2500, tags: ["new"], issue_certificate: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Course updated");
    expect(res.body.course).toMatchObject({
      id: course.id,
      title: "Renamed course",
      price: 2500,
      original_price: 3000,
      tags: ["new"],
      issue_certificate: false,
      level: "Intermediate",
    });
    expect(await courseRow(course.id)).toMatchObject({
      title: "Renamed course",
      price: 2500,
      originalPrice: 3000,
      tags: ["new"],
      issueCertificate: false,
    });
    const read = await call(courseGet, { params: { id: course.id } });
    expect(read.body.course.title).toBe("Renamed course");
  });

  it("another tutor → 403, a student → 403, a visitor → 401; nothing changes", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const student = await newStudent();
    const course = await createCourse(owner.token);
    const before = await courseRow(course.id);
    const byOther = await call(coursePut, {
      token: other.token,
      params: { id: course.id },
      body: { title: "Hijacked" },
    });
    expect(byOther.status).toBe(403);
    expect(byOther.body).toEqual({ message: "You can only change your own courses", error: "forbidden" });
    expect(
      (await call(coursePut, { token: student.token, params: { id: course.id }, body: { title: "Hijacked" } })).status,
    ).toBe(403);
    expect((await call(coursePut, { params: { id: course.id }, body: { title: "Hijacked" } })).status).toBe(401);
    expect(await courseRow(course.id)).toEqual(before);
  });

  it("an unknown course → 404", async () => {
    const tutor = await newTutor();
    const res = await call(coursePut, {
      token: tutor.token,
      params: { id: "no-such-course" },
      body: { title: "Whatever" },
    });
    expect(res.status).toBe(404);
  });

  it("keeps 'original price ≥ price' on the stored pair", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token, { price: 2000, original_price: 3000 });
    const put = (body: Record<string, unknown>) =>
      call(coursePut, { token: tutor.token, params: { id: course.id }, body });

    const priceAbove = await put({ price: 3500 });
    expect(priceAbove.status).toBe(400);
    expect(priceAbove.body).toMatchObject({
      message: "Original price must be at least the price",
      errors: { original_price: "Original price must be at least the price" },
    });
    const originalBelow = await put({ original_price: 1500 });
    expect(originalBelow.status).toBe(400);
    const bothBad = await put({ price: 4000, original_price: 3999 });
    expect(bothBad.status).toBe(400);
    expect(await courseRow(course.id)).toMatchObject({ price: 2000, originalPrice: 3000 });

    expect((await put({ price: 3000 })).status).toBe(200); // equal is allowed
    expect((await put({ price: 3500, original_price: null })).status).toBe(200);
    expect(await courseRow(course.id)).toMatchObject({ price: 3500, originalPrice: null });
    expect((await put({ price: 9000 })).status).toBe(200); // no original price: any price
    expect((await put({ original_price: 12000 })).status).toBe(200);
    expect(await courseRow(course.id)).toMatchObject({ price: 9000, originalPrice: 12000 });
  });

  it("refuses bad values and fields the tutor may not set", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const before = await courseRow(course.id);
    for (const body of [
      { price: -1 },
      { price: 12.5 },
      { level: "Expert" },
      { category: "Astrology" },
      { featured: true },
      { bestseller: true },
      { student_count: 1000 },
      { rating: 5 },
    ]) {
      const res = await call(coursePut, { token: tutor.token, params: { id: course.id }, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await courseRow(course.id)).toEqual(before);
  });
});

describe("DELETE /api/courses/{id}", () => {
  it("the owner deletes a course without payments, with its sections and videos", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const section = await createSection(tutor.token, course.id);
    await createVideo(tutor.token, section.id);
    const other = await newTutor();
    expect((await call(courseDelete, { token: other.token, params: { id: course.id } })).status).toBe(403);
    expect(await courseRow(course.id)).not.toBeNull();

    const res = await call(courseDelete, { token: tutor.token, params: { id: course.id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Course deleted");
    expect(await courseRow(course.id)).toBeNull();
    expect(await db.section.count({ where: { courseId: course.id } })).toBe(0);
    expect(await db.lesson.count({ where: { courseId: course.id } })).toBe(0);
    expect((await call(courseDelete, { token: tutor.token, params: { id: course.id } })).status).toBe(404);
  });

  it("a course with payments → 409 and it stays", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token, { price: 1500, original_price: null });
    const student = await newStudent();
    const init = await call(initializePost, { token: student.token, body: { course_id: course.id } });
    expect(init.status).toBe(200);
    expect(await db.payment.count({ where: { courseId: course.id } })).toBe(1);

    const res = await call(courseDelete, { token: tutor.token, params: { id: course.id } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This course has payments and cannot be deleted", error: "conflict" });
    expect(await courseRow(course.id)).not.toBeNull();
    expect(await db.payment.count({ where: { courseId: course.id } })).toBe(1);
  });

  it("students and visitors cannot delete", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const student = await newStudent();
    expect((await call(courseDelete, { token: student.token, params: { id: course.id } })).status).toBe(403);
    expect((await call(courseDelete, { params: { id: course.id } })).status).toBe(401);
    expect(await courseRow(course.id)).not.toBeNull();
  });
});

describe("sections and videos", () => {
  it("POST /api/sections adds sections in order (title or name)", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const first = await createSection(tutor.token, course.id, "Kinematics");
    expect(first).toMatchObject({ course_id: course.id, title: "Kinematics", name: "Kinematics", order: 1 });
    const byName = await call(sectionPost, { token: tutor.token, body: { course_id: course.id, name: "Dynamics" } });
    expect(byName.status).toBe(201);
    expect(byName.body.section).toMatchObject({ title: "Dynamics", order: 2 });
    const rows = await db.section.findMany({ where: { courseId: course.id }, orderBy: { position: "asc" } });
    expect(rows.map((s) => [s.title, s.position])).toEqual([
      ["Kinematics", 1],
      ["Dynamics", 2],
    ]);
    const listed = await call(sectionsOfCourse, { params: { id: course.id } });
    expect(listed.body.sections.map((s: JsonBody) => s.title)).toEqual(["Kinematics", "Dynamics"]);
  });

  it("POST /api/sections: only the owner, and a title is required", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const student = await newStudent();
    const course = await createCourse(owner.token);
    expect((await call(sectionPost, { token: other.token, body: { course_id: course.id, title: "X" } })).status).toBe(
      403,
    );
    expect((await call(sectionPost, { token: student.token, body: { course_id: course.id, title: "X" } })).status).toBe(
      403,
    );
    expect((await call(sectionPost, { body: { course_id: course.id, title: "X" } })).status).toBe(401);
    const noTitle = await call(sectionPost, { token: owner.token, body: { course_id: course.id } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe("Title is required");
    expect(
      (await call(sectionPost, { token: owner.token, body: { course_id: "no-such-course", title: "X" } })).status,
    ).toBe(404);
    expect(await db.section.count({ where: { courseId: course.id } })).toBe(0);
  });

  it("POST /api/videos takes minutes or m:ss and counts lessons", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const section = await createSection(tutor.token, course.id);
    const minutes = await createVideo(tutor.token, section.id, {
      title: "Minutes",
      duration: 12,
      description: "Twelve minutes",
      preview: true,
    });
    expect(minutes).toMatchObject({
      title: "Minutes",
      duration: "12:00",
      duration_seconds: 720,
      preview: true,
      order: 1,
      course_id: course.id,
      section_id: section.id,
      user_id: tutor.id,
      description: "Twelve minutes",
      videoUrl: EXTERNAL_VIDEO,
      media_state: null,
    });
    expect(await lessonCount(course.id)).toBe(1);
    const clock = await createVideo(tutor.token, section.id, {
      title: "Clock",
      duration: "7:05",
      course_id: course.id,
    });
    expect(clock).toMatchObject({ duration: "7:05", duration_seconds: 425, preview: false, order: 2 });
    expect(await lessonCount(course.id)).toBe(2);
    const half = await createVideo(tutor.token, section.id, { title: "Half", duration: 2.5 });
    expect(half.duration_seconds).toBe(150);
    expect(await lessonCount(course.id)).toBe(3);
    const rows = await db.lesson.findMany({ where: { sectionId: section.id }, orderBy: { position: "asc" } });
    expect(rows.map((v) => [v.title, v.durationSeconds, v.position])).toEqual([
      ["Minutes", 720, 1],
      ["Clock", 425, 2],
      ["Half", 150, 3],
    ]);
    expect((await call(courseGet, { params: { id: course.id } })).body.course.lesson_count).toBe(3);
  });

  it("POST /api/videos refuses bad input, other tutors and a section of another course", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const course = await createCourse(owner.token);
    const otherCourse = await createCourse(owner.token);
    const section = await createSection(owner.token, course.id);
    const post = (token: string, body: Record<string, unknown>) =>
      call(videoPost, { token, body: { section_id: section.id, title: "Lesson", duration: 5, ...body } });
    for (const duration of ["7:60", "abc", 0, -3, "", 400]) {
      const res = await post(owner.token, { duration });
      expect(res.status, String(duration)).toBe(400);
    }
    expect((await post(owner.token, { title: "" })).status).toBe(400);
    expect((await post(owner.token, { surprise: 1 })).status).toBe(400);
    const wrongCourse = await post(owner.token, { course_id: otherCourse.id });
    expect(wrongCourse.status).toBe(400);
    expect(wrongCourse.body.message).toBe("section_id belongs to another course");
    expect((await post(other.token, {})).status).toBe(403);
    expect(
      (await call(videoPost, { token: owner.token, body: { section_id: "no-such-section", title: "L", duration: 5 } }))
        .status,
    ).toBe(404);
    expect(await db.lesson.count({ where: { courseId: course.id } })).toBe(0);
    expect(await lessonCount(course.id)).toBe(0);
  });

  it("PUT and DELETE a video; lesson_count goes down", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const course = await createCourse(tutor.token);
    const section = await createSection(tutor.token, course.id);
    const video = await createVideo(tutor.token, section.id, { title: "Draft" });
    await createVideo(tutor.token, section.id, { title: "Keep" });
    expect(await lessonCount(course.id)).toBe(2);

    const put = await call(videoPut, {
      token: tutor.token,
      params: { id: video.id },
      body: { title: "Final", duration: "3:30", preview: true },
    });
    expect(put.status).toBe(200);
    expect(put.body.video).toMatchObject({ title: "Final", duration: "3:30", duration_seconds: 210, preview: true });
    expect(await db.lesson.findUnique({ where: { id: video.id } })).toMatchObject({
      title: "Final",
      durationSeconds: 210,
      preview: true,
    });
    expect(
      (await call(videoPut, { token: other.token, params: { id: video.id }, body: { title: "Mine" } })).status,
    ).toBe(403);
    expect(
      (await call(videoPut, { token: tutor.token, params: { id: video.id }, body: { duration: "x" } })).status,
    ).toBe(400);
    expect((await call(videoDelete, { token: other.token, params: { id: video.id } })).status).toBe(403);
    expect(await lessonCount(course.id)).toBe(2);

    const del = await call(videoDelete, { token: tutor.token, params: { id: video.id } });
    expect(del.status).toBe(200);
    expect(await db.lesson.findUnique({ where: { id: video.id } })).toBeNull();
    expect(await lessonCount(course.id)).toBe(1);
    expect((await call(videoDelete, { token: tutor.token, params: { id: video.id } })).status).toBe(404);
    expect(await lessonCount(course.id)).toBe(1);
  });

  it("PUT and DELETE a section; deleting removes its videos from lesson_count", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const course = await createCourse(tutor.token);
    const doomed = await createSection(tutor.token, course.id, "Doomed");
    const kept = await createSection(tutor.token, course.id, "Kept");
    await createVideo(tutor.token, doomed.id);
    await createVideo(tutor.token, doomed.id);
    await createVideo(tutor.token, kept.id);
    expect(await lessonCount(course.id)).toBe(3);

    const renamed = await call(sectionPut, { token: tutor.token, params: { id: kept.id }, body: { title: "Renamed" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.section).toMatchObject({ id: kept.id, title: "Renamed" });
    expect((await db.section.findUnique({ where: { id: kept.id } }))!.title).toBe("Renamed");
    expect(
      (await call(sectionPut, { token: other.token, params: { id: kept.id }, body: { title: "Mine" } })).status,
    ).toBe(403);
    expect((await call(sectionPut, { token: tutor.token, params: { id: kept.id }, body: { title: "" } })).status).toBe(
      400,
    );
    expect((await call(sectionDelete, { token: other.token, params: { id: doomed.id } })).status).toBe(403);

    const del = await call(sectionDelete, { token: tutor.token, params: { id: doomed.id } });
    expect(del.status).toBe(200);
    expect(await db.section.findUnique({ where: { id: doomed.id } })).toBeNull();
    expect(await db.lesson.count({ where: { sectionId: doomed.id } })).toBe(0);
    expect(await lessonCount(course.id)).toBe(1);
    expect(await db.lesson.count({ where: { courseId: course.id } })).toBe(1);
  });
});

describe("reordering", () => {
  it("PUT /api/courses/{id}/sections/order sets the new order", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const a = await createSection(tutor.token, course.id, "A");
    const b = await createSection(tutor.token, course.id, "B");
    const c = await createSection(tutor.token, course.id, "C");
    const res = await call(sectionsOrderPut, {
      token: tutor.token,
      params: { id: course.id },
      body: { ids: [c.id, a.id, b.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.sections.map((s: JsonBody) => [s.title, s.order])).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);
    const rows = await db.section.findMany({ where: { courseId: course.id }, orderBy: { position: "asc" } });
    expect(rows.map((s) => s.title)).toEqual(["C", "A", "B"]);
  });

  it("sections: missing, duplicate, foreign or unknown ids → 400, order unchanged", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const course = await createCourse(tutor.token);
    const elsewhere = await createSection(tutor.token, (await createCourse(tutor.token)).id, "Elsewhere");
    const a = await createSection(tutor.token, course.id, "A");
    const b = await createSection(tutor.token, course.id, "B");
    for (const ids of [[b.id], [b.id, b.id], [b.id, a.id, a.id], [b.id, a.id, elsewhere.id], [b.id, "nope"], []]) {
      const res = await call(sectionsOrderPut, { token: tutor.token, params: { id: course.id }, body: { ids } });
      expect(res.status, JSON.stringify(ids)).toBe(400);
    }
    expect((await call(sectionsOrderPut, { token: tutor.token, params: { id: course.id }, body: {} })).status).toBe(
      400,
    );
    expect(
      (await call(sectionsOrderPut, { token: other.token, params: { id: course.id }, body: { ids: [b.id, a.id] } }))
        .status,
    ).toBe(403);
    const rows = await db.section.findMany({ where: { courseId: course.id }, orderBy: { position: "asc" } });
    expect(rows.map((s) => s.title)).toEqual(["A", "B"]);
  });

  it("PUT /api/sections/{id}/videos/order sets the new order; bad lists → 400", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const course = await createCourse(tutor.token);
    const section = await createSection(tutor.token, course.id);
    const v1 = await createVideo(tutor.token, section.id, { title: "One" });
    const v2 = await createVideo(tutor.token, section.id, { title: "Two" });
    const v3 = await createVideo(tutor.token, section.id, { title: "Three" });
    for (const ids of [
      [v1.id, v2.id],
      [v1.id, v2.id, v2.id],
      [v1.id, v2.id, v3.id, v3.id],
      [v1.id, v2.id, "nope"],
    ]) {
      const res = await call(videosOrderPut, { token: tutor.token, params: { id: section.id }, body: { ids } });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.message).toBe("ids must list every item exactly once");
    }
    expect(
      (
        await call(videosOrderPut, {
          token: other.token,
          params: { id: section.id },
          body: { ids: [v3.id, v1.id, v2.id] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await db.lesson.findMany({ where: { sectionId: section.id }, orderBy: { position: "asc" } })).map(
        (v) => v.title,
      ),
    ).toEqual(["One", "Two", "Three"]);

    const res = await call(videosOrderPut, {
      token: tutor.token,
      params: { id: section.id },
      body: { ids: [v3.id, v1.id, v2.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.videos.map((v: JsonBody) => [v.title, v.order])).toEqual([
      ["Three", 1],
      ["One", 2],
      ["Two", 3],
    ]);
    expect(
      (await db.lesson.findMany({ where: { sectionId: section.id }, orderBy: { position: "asc" } })).map(
        (v) => v.title,
      ),
    ).toEqual(["Three", "One", "Two"]);
    const listed = await call(videosOfSection, { params: { id: section.id } });
    expect(listed.body.videos.map((v: JsonBody) => v.title)).toEqual(["Three", "One", "Two"]);
  });
});

describe("POST /api/courses/{id}/thumbnail", () => {
  it("stores a PNG as a 640×360 WebP under /api/media/thumbnails/", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const res = await call(thumbnailPost, {
      token: tutor.token,
      params: { id: course.id },
      rawBody: multipart(await pngImage(), "cover.png", "image/png"),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url: string = res.body.course.thumbnail;
    expect(url).toMatch(new RegExp(`^/api/media/thumbnails/${course.id}/[A-Za-z0-9_-]+\\.webp$`));
    const row = await courseRow(course.id);
    expect(`/api/media/${row!.thumbnail}`).toBe(url);
    expect((await call(courseGet, { params: { id: course.id } })).body.course.thumbnail).toBe(url);

    const key = url.replace("/api/media/", "");
    const served = await call(mediaGet, { path: url, params: { key: key.split("/") } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 640, height: 360 });
  });

  it("a text file → 415, the thumbnail unchanged", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const res = await call(thumbnailPost, {
      token: tutor.token,
      params: { id: course.id },
      rawBody: multipart(Buffer.from("just some text, not an image"), "cover.png", "image/png"),
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: "Please select a valid image file.", error: "unsupported_media_type" });
    expect((await courseRow(course.id))!.thumbnail).toBeNull();
  });

  it("JSON instead of multipart → 415; no file → 400", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    expect(
      (await call(thumbnailPost, { token: tutor.token, params: { id: course.id }, body: { file: "x" } })).status,
    ).toBe(415);
    const empty = new FormData();
    empty.append("other", "value");
    expect((await call(thumbnailPost, { token: tutor.token, params: { id: course.id }, rawBody: empty })).status).toBe(
      400,
    );
    expect((await courseRow(course.id))!.thumbnail).toBeNull();
  });

  it("another tutor → 403, a student → 403", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const student = await newStudent();
    const course = await createCourse(owner.token);
    const png = await pngImage();
    expect(
      (
        await call(thumbnailPost, {
          token: other.token,
          params: { id: course.id },
          rawBody: multipart(png, "c.png", "image/png"),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(thumbnailPost, {
          token: student.token,
          params: { id: course.id },
          rawBody: multipart(png, "c.png", "image/png"),
        })
      ).status,
    ).toBe(403);
    expect((await courseRow(course.id))!.thumbnail).toBeNull();
  });
});

describe("POST /api/videos/upload and attaching the key", () => {
  it("stores an MP4 and answers {key, size}; the owner attaches it and may play it", async () => {
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const section = await createSection(tutor.token, course.id);
    const mp4 = fs.readFileSync(SAMPLE_MP4);
    const upload = await call(videoUpload, {
      token: tutor.token,
      rawBody: multipart(mp4, "lesson-1.mp4", "video/mp4"),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(upload.body).toMatchObject({ success: true, size: mp4.length, content_type: "video/mp4" });
    expect(upload.body.key).toMatch(new RegExp(`^videos/${tutor.id}/[A-Za-z0-9_-]+\\.mp4$`));
    const stored = path.join(process.env.STORAGE_DIR!, upload.body.key);
    expect(fs.readFileSync(stored).equals(mp4)).toBe(true);

    const video = await createVideo(tutor.token, section.id, {
      title: "Real lesson",
      duration: "1:30",
      storage_key: upload.body.key,
    });
    expect(video.videoUrl).toMatch(new RegExp(`^/api/stream/${upload.body.key}\\?exp=\\d+&sig=`));
    expect((await db.lesson.findUnique({ where: { id: video.id } }))!.storageKey).toBe(upload.body.key);
    expect(await lessonCount(course.id)).toBe(1);
  });

  it("a non-video → 415, nothing stored", async () => {
    const tutor = await newTutor();
    const res = await call(videoUpload, {
      token: tutor.token,
      rawBody: multipart(Buffer.from("%PDF-1.7 this is not a video, only a document"), "lesson.mp4", "video/mp4"),
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: "Please upload an MP4 or WebM video file.", error: "unsupported_media_type" });
    expect(fs.existsSync(path.join(process.env.STORAGE_DIR!, "videos", tutor.id))).toBe(false);
  });

  it("students and visitors cannot upload", async () => {
    const student = await newStudent();
    const mp4 = fs.readFileSync(SAMPLE_MP4);
    expect(
      (await call(videoUpload, { token: student.token, rawBody: multipart(mp4, "l.mp4", "video/mp4") })).status,
    ).toBe(403);
    expect((await call(videoUpload, { rawBody: multipart(mp4, "l.mp4", "video/mp4") })).status).toBe(401);
  });

  it("another tutor's key, or a key never uploaded → 400, no lesson added", async () => {
    const uploader = await newTutor();
    const tutor = await newTutor();
    const course = await createCourse(tutor.token);
    const section = await createSection(tutor.token, course.id);
    const upload = await call(videoUpload, {
      token: uploader.token,
      rawBody: multipart(fs.readFileSync(SAMPLE_MP4), "l.mp4", "video/mp4"),
    });
    expect(upload.status).toBe(200);

    const foreign = await call(videoPost, {
      token: tutor.token,
      body: { section_id: section.id, title: "Stolen", duration: 5, storage_key: upload.body.key },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      message: "storage_key must come from your own video upload",
      errors: { storage_key: "Upload the video first" },
    });
    const missing = await call(videoPost, {
      token: tutor.token,
      body: {
        section_id: section.id,
        title: "Ghost",
        duration: 5,
        storage_key: `videos/${tutor.id}/never-uploaded.mp4`,
      },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("No uploaded video has this storage_key");
    const seeded = await call(videoPost, {
      token: tutor.token,
      body: { section_id: section.id, title: "Sample", duration: 5, storage_key: "samples/lesson-1.mp4" },
    });
    expect(seeded.status).toBe(400);
    expect(await db.lesson.count({ where: { sectionId: section.id } })).toBe(0);
    expect(await lessonCount(course.id)).toBe(0);

    // Nor through PUT.
    const video = await createVideo(tutor.token, section.id);
    const put = await call(videoPut, {
      token: tutor.token,
      params: { id: video.id },
      body: { storage_key: upload.body.key },
    });
    expect(put.status).toBe(400);
    expect((await db.lesson.findUnique({ where: { id: video.id } }))!.storageKey).toBeNull();
  });
});
