// The wishlist API: GET/POST/DELETE /api/saved-courses, students only, idempotent.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as unsave } from "@/app/api/saved-courses/[courseId]/route";
import { GET as listSaved, POST as save } from "@/app/api/saved-courses/route";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

let tutor: TestAccount;
let courseA: string;
let courseB: string;

beforeAll(async () => {
  tutor = await newTutor();
  const make = (title: string) =>
    db.course.create({
      data: {
        ownerId: tutor.id,
        status: "published",
        instructor: "Emeka Obi",
        title: `${title} ${randomBytes(3).toString("hex")}`,
        level: "Beginner",
        category: "Physics",
        price: 2500,
      },
    });
  courseA = (await make("Saved A")).id;
  courseB = (await make("Saved B")).id;
});

describe("/api/saved-courses", () => {
  it("saves, lists newest first, and saving twice answers 200 with the same row", async () => {
    const s = await newStudent();
    const first = await call(save, { token: s.token, body: { course_id: courseA } });
    expect(first.status).toBe(201);
    expect(first.body.saved_course).toMatchObject({
      course_id: courseA,
      course: { id: courseA, price: 2500, category: "Physics" },
    });
    expect((await call(save, { token: s.token, body: { course_id: courseB } })).status).toBe(201);
    const again = await call(save, { token: s.token, body: { course_id: courseA } });
    expect(again.status).toBe(200);
    expect(again.body.saved_course.saved_at).toBe(first.body.saved_course.saved_at);
    const list = await call(listSaved, { token: s.token });
    expect(list.status).toBe(200);
    expect(list.body.saved_courses.map((c: { course_id: string }) => c.course_id)).toEqual([courseB, courseA]);
  });

  it("removes, and removing again changes nothing", async () => {
    const s = await newStudent();
    await call(save, { token: s.token, body: { course_id: courseA } });
    for (let i = 0; i < 2; i++) {
      const res = await call(unsave, { method: "DELETE", token: s.token, params: { courseId: courseA } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ course_id: courseA, saved: false });
    }
    expect((await call(listSaved, { token: s.token })).body.saved_courses).toEqual([]);
  });

  it("parallel taps save once", async () => {
    const s = await newStudent();
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(save, { token: s.token, body: { course_id: courseB } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(await db.savedCourse.count({ where: { studentId: s.id } })).toBe(1);
  });

  it("401 signed out, 403 for a tutor, 404 for an unknown course, 400 for a bad body; none changes anything", async () => {
    const s = await newStudent();
    expect((await call(listSaved)).status).toBe(401);
    expect((await call(save, { body: { course_id: courseA } })).body).toEqual({
      message: "Invalid or expired token",
      error: "unauthorized",
    });
    expect((await call(save, { token: tutor.token, body: { course_id: courseA } })).status).toBe(403);
    const unknown = await call(save, { token: s.token, body: { course_id: "no-such-course" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Course not found", error: "not_found" });
    expect(
      (await call(unsave, { method: "DELETE", token: s.token, params: { courseId: "no-such-course" } })).status,
    ).toBe(404);
    const bad = await call(save, { token: s.token, body: { course_id: "" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ course_id: "course_id is required" });
    expect(await db.savedCourse.count({ where: { studentId: s.id } })).toBe(0);
  });
});
