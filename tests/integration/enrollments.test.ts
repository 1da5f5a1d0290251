// Enrolments (docs/product-spec.md parts 4, 6 and 7): free courses directly, paid ones only through a
// verified payment; one enrolment per student and course, whatever the timing.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as checkGet } from "@/app/api/enrollment/check/[courseId]/route";
import { GET as singularStudentList } from "@/app/api/enrollment/student/[id]/route";
import { DELETE as enrollmentDelete } from "@/app/api/enrollments/[id]/route";
import { POST as enrollPost } from "@/app/api/enrollments/route";
import { GET as studentList } from "@/app/api/enrollments/student/[id]/route";
import { POST as initializePost } from "@/app/api/payments/initialize/route";
import { POST as verifyPost } from "@/app/api/payments/verify/route";
import { fakeFlutterwave } from "../fakes/flutterwave";
import { call, openDb, newTutor, type JsonBody, type TestAccount, newStudent } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

let tutor: TestAccount;
beforeAll(async () => {
  tutor = await newTutor();
});

/** A fresh course of this file's tutor (each test its own, so counts are exact). */
async function newCourse(price: number) {
  return db.course.create({
    data: {
      ownerId: tutor.id,
      instructor: "Emeka Obi",
      title: `Enrolment ${randomBytes(4).toString("hex")}`,
      level: "Beginner",
      category: "English",
      price,
      status: "published",
    },
  });
}

const enroll = (token: string | undefined, courseId: string) =>
  call(enrollPost, { path: "/api/enrollments", token, body: { course_id: courseId } });
const rows = (studentId: string, courseId: string) => db.enrollment.findMany({ where: { studentId, courseId } });
const studentCount = async (courseId: string) =>
  (await db.course.findUniqueOrThrow({ where: { id: courseId } })).studentCount;

/** A paid enrolment through the real flow: initialize, a successful fake transaction, verify. */
async function payAndEnroll(student: TestAccount, courseId: string, price: number) {
  const init = await call(initializePost, { token: student.token, body: { course_id: courseId } });
  expect(init.status).toBe(200);
  const t = await fakeFlutterwave.addTransaction({
    tx_ref: init.body.tx_ref,
    amount: price,
    currency: "NGN",
    status: "successful",
  });
  const verified = await call(verifyPost, {
    token: student.token,
    body: { tx_ref: init.body.tx_ref, transaction_id: String(t.id), course_id: courseId },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.enrollment as JsonBody;
}

describe("POST /api/enrollments", () => {
  it("a student enrols in a free course: 201, one row, student_count +1", async () => {
    const student = await newStudent();
    const course = await newCourse(0);
    const res = await enroll(student.token, course.id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Successfully enrolled in course!");
    expect(res.body.enrollment).toMatchObject({ student_id: student.id, course_id: course.id });
    const found = await rows(student.id, course.id);
    expect(found).toHaveLength(1);
    expect(found[0]!.id).toBe(res.body.enrollment.id);
    expect(await studentCount(course.id)).toBe(1);
  });

  it("enrolling again answers 200 with the same enrolment, still one row", async () => {
    const student = await newStudent();
    const course = await newCourse(0);
    const first = await enroll(student.token, course.id);
    const second = await enroll(student.token, course.id);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.message).toBe("You are already enrolled in this course");
    expect(second.body.enrollment.id).toBe(first.body.enrollment.id);
    expect(await rows(student.id, course.id)).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
  });

  it("5 concurrent calls make exactly one enrolment and count the student once", async () => {
    const student = await newStudent();
    const course = await newCourse(0);
    const results = await Promise.all(Array.from({ length: 5 }, () => enroll(student.token, course.id)));
    const statuses = results.map((r) => r.status).sort();
    expect(
      statuses.every((s) => s === 200 || s === 201),
      JSON.stringify(results.map((r) => r.body)),
    ).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.enrollment.id)).size).toBe(1);
    expect(await rows(student.id, course.id)).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
  });

  it("different students each count once", async () => {
    const course = await newCourse(0);
    const students = await Promise.all([newStudent(), newStudent(), newStudent()]);
    const results = await Promise.all(students.map((s) => enroll(s.token, course.id)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await db.enrollment.count({ where: { courseId: course.id } })).toBe(3);
    expect(await studentCount(course.id)).toBe(3);
  });

  it("a paid course → 400 and no row", async () => {
    const student = await newStudent();
    const course = await newCourse(2500);
    const res = await enroll(student.token, course.id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "This course is paid: complete the payment to enroll", error: "bad_request" });
    expect(await rows(student.id, course.id)).toHaveLength(0);
    expect(await studentCount(course.id)).toBe(0);
  });

  it("a tutor → 403 'Only students can enroll in courses'; signed out → 401", async () => {
    const course = await newCourse(0);
    const asTutor = await enroll(tutor.token, course.id);
    expect(asTutor.status).toBe(403);
    expect(asTutor.body).toEqual({ message: "Only students can enroll in courses", error: "forbidden" });
    const signedOut = await enroll(undefined, course.id);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: "Invalid or expired token", error: "unauthorized" });
    expect(await db.enrollment.count({ where: { courseId: course.id } })).toBe(0);
  });

  it("an unknown course → 404; no course_id → 400", async () => {
    const student = await newStudent();
    expect((await enroll(student.token, "no-such-course")).status).toBe(404);
    const missing = await call(enrollPost, { token: student.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("course_id is required");
    expect(await db.enrollment.count({ where: { studentId: student.id } })).toBe(0);
  });
});

describe("GET /api/enrollment/check/{courseId}", () => {
  it("answers {enrolled, enrollment_id}", async () => {
    const student = await newStudent();
    const course = await newCourse(0);
    const before = await call(checkGet, { token: student.token, params: { courseId: course.id } });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ enrolled: false, enrollment_id: null });
    const enrolled = await enroll(student.token, course.id);
    const after = await call(checkGet, { token: student.token, params: { courseId: course.id } });
    expect(after.body).toEqual({ enrolled: true, enrollment_id: enrolled.body.enrollment.id });
    // Another student is not enrolled.
    const other = await newStudent();
    expect((await call(checkGet, { token: other.token, params: { courseId: course.id } })).body).toEqual({
      enrolled: false,
      enrollment_id: null,
    });
    expect((await call(checkGet, { token: student.token, params: { courseId: "no-such-course" } })).body).toEqual({
      enrolled: false,
      enrollment_id: null,
    });
  });

  it("requires a student", async () => {
    const course = await newCourse(0);
    expect((await call(checkGet, { params: { courseId: course.id } })).status).toBe(401);
    expect((await call(checkGet, { token: tutor.token, params: { courseId: course.id } })).status).toBe(403);
  });
});

describe("GET /api/enrollments/student/{id} and /api/enrollment/student/{id}", () => {
  it.each([
    ["/api/enrollments/student", studentList],
    ["/api/enrollment/student", singularStudentList],
  ])("%s lists the student's own enrolments, newest first, with their courses", async (_path, handler) => {
    const student = await newStudent();
    const older = await newCourse(0);
    const newer = await newCourse(0);
    await enroll(student.token, older.id);
    await enroll(student.token, newer.id);
    const res = await call(handler, { token: student.token, params: { id: student.id } });
    expect(res.status).toBe(200);
    expect(res.body.enrollments.map((e: JsonBody) => e.course_id)).toEqual([newer.id, older.id]);
    expect(res.body.enrollments[0]).toMatchObject({
      student_id: student.id,
      course_id: newer.id,
      course: { id: newer.id, title: newer.title, price: 0 },
    });
  });

  it.each([
    ["/api/enrollments/student", studentList],
    ["/api/enrollment/student", singularStudentList],
  ])("%s: another student's id → 403, a tutor → 403, signed out → 401", async (_path, handler) => {
    const student = await newStudent();
    const other = await newStudent();
    const course = await newCourse(0);
    await enroll(other.token, course.id);
    const res = await call(handler, { token: student.token, params: { id: other.id } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("forbidden");
    expect(JSON.stringify(res.body)).not.toContain(course.id);
    expect((await call(handler, { token: tutor.token, params: { id: other.id } })).status).toBe(403);
    expect((await call(handler, { params: { id: other.id } })).status).toBe(401);
  });
});

describe("DELETE /api/enrollments/{id}", () => {
  it("a student leaves their own free course: 200, row gone, student_count -1", async () => {
    const student = await newStudent();
    const course = await newCourse(0);
    const enrolled = await enroll(student.token, course.id);
    expect(await studentCount(course.id)).toBe(1);
    const res = await call(enrollmentDelete, { token: student.token, params: { id: enrolled.body.enrollment.id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Enrollment removed");
    expect(await rows(student.id, course.id)).toHaveLength(0);
    expect(await studentCount(course.id)).toBe(0);
    expect((await call(checkGet, { token: student.token, params: { courseId: course.id } })).body.enrolled).toBe(false);
    // Gone: a second delete is 404, and the count does not go negative.
    expect(
      (await call(enrollmentDelete, { token: student.token, params: { id: enrolled.body.enrollment.id } })).status,
    ).toBe(404);
    expect(await studentCount(course.id)).toBe(0);
    // Enrolling again works.
    expect((await enroll(student.token, course.id)).status).toBe(201);
    expect(await studentCount(course.id)).toBe(1);
  });

  it("3 concurrent deletes remove it once: student_count never goes below 0", async () => {
    const student = await newStudent();
    const course = await newCourse(0);
    const enrolled = await enroll(student.token, course.id);
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        call(enrollmentDelete, { token: student.token, params: { id: enrolled.body.enrollment.id } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    for (const s of statuses.slice(1)) expect([200, 404]).toContain(s);
    expect(await rows(student.id, course.id)).toHaveLength(0);
    expect(await studentCount(course.id)).toBe(0);
  });

  it("another student's enrolment → 403, and it stays", async () => {
    const owner = await newStudent();
    const intruder = await newStudent();
    const course = await newCourse(0);
    const enrolled = await enroll(owner.token, course.id);
    const res = await call(enrollmentDelete, { token: intruder.token, params: { id: enrolled.body.enrollment.id } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "You can only remove your own enrolments", error: "forbidden" });
    expect(await rows(owner.id, course.id)).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
    expect(
      (await call(enrollmentDelete, { token: tutor.token, params: { id: enrolled.body.enrollment.id } })).status,
    ).toBe(403);
    expect((await call(enrollmentDelete, { params: { id: enrolled.body.enrollment.id } })).status).toBe(401);
    expect(await rows(owner.id, course.id)).toHaveLength(1);
  });

  it("a paid enrolment → 409, and it stays", async () => {
    const student = await newStudent();
    const course = await newCourse(3000);
    const enrollment = await payAndEnroll(student, course.id, 3000);
    expect(await studentCount(course.id)).toBe(1);
    const res = await call(enrollmentDelete, { token: student.token, params: { id: enrollment.id } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "A paid enrolment cannot be removed here. Please contact support.",
      error: "conflict",
    });
    expect(await rows(student.id, course.id)).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
    const payment = await db.payment.findFirstOrThrow({ where: { studentId: student.id, courseId: course.id } });
    expect(payment.enrollmentId).toBe(enrollment.id);
  });
});
