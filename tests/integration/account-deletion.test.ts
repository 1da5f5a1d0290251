// DELETE /api/account: password-confirmed; the person's data goes, payments stay anonymised,
// the picture leaves storage after the commit; owners of courses get 409.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { GET as me } from "@/app/api/auth/me/route";
import { recordStoredObject } from "@/server/storage/stored-objects";
import { getStorage } from "@/server/integrations/storage";
import { call, newStudent, openDb, newTutor, setCookie, STUDENT_PASSWORD, type TestAccount } from "../support/api";
import { quizSitting } from "../support/quiz-sittings";

const db = openDb();
afterAll(() => db.$disconnect());

let tutor: TestAccount;
let courseId: string;
let lessonId: string;
let quizId: string;

beforeAll(async () => {
  tutor = await newTutor();
  const course = await db.course.create({
    data: {
      ownerId: tutor.id,
      status: "published",
      instructor: "Emeka Obi",
      title: `Deletion ${randomBytes(3).toString("hex")}`,
      level: "Beginner",
      category: "Physics",
      price: 2500,
      studentCount: 0,
    },
  });
  courseId = course.id;
  const section = await db.section.create({ data: { courseId, title: "Week 1", position: 1 } });
  lessonId = (
    await db.lesson.create({
      data: { courseId, sectionId: section.id, title: "Intro", durationSeconds: 60, position: 1 },
    })
  ).id;
  quizId = (
    await db.quiz.create({
      data: { title: "Q", category: "Physics", difficulty: "easy", status: "published", tutorId: tutor.id, courseId },
    })
  ).id;
});

/** A student with one of everything: session, enrolment, paid payment, progress, study day, attempt, saved course, request, picture. */
async function busyStudent() {
  const s = await newStudent("leaver");
  const key = `avatars/${s.id}/${randomBytes(6).toString("hex")}.webp`;
  await getStorage().put(key, Buffer.from("RIFF0000WEBP"), { contentType: "image/webp" });
  await recordStoredObject(key, s.id, 12);
  await db.user.update({ where: { id: s.id }, data: { pictureKey: key } });
  const enrollment = await db.enrollment.create({ data: { studentId: s.id, courseId } });
  await db.course.update({ where: { id: courseId }, data: { studentCount: { increment: 1 } } });
  const payment = await db.payment.create({
    data: {
      txRef: `tx-${randomBytes(6).toString("hex")}`,
      studentId: s.id,
      courseId,
      amount: 2500,
      status: "successful",
      enrollmentId: enrollment.id,
    },
  });
  await db.lessonProgress.create({ data: { studentId: s.id, lessonId, courseId, positionSeconds: 10 } });
  await db.studyDay.create({ data: { studentId: s.id, day: new Date("2026-11-01"), seconds: 60 } });
  await db.sitting.create({ data: quizSitting({ studentId: s.id, quizId, attemptNumber: 1, totalQuestions: 1 }) });
  await db.savedCourse.create({ data: { studentId: s.id, courseId } });
  const request = await db.subjectRequest.create({ data: { subject: "Igbo", exam: "NECO", requesterId: s.id } });
  return { ...s, key, paymentId: payment.id, requestId: request.id };
}

describe("DELETE /api/account", () => {
  it("deletes the student and their data, keeps the payment without them, removes the picture, signs out", async () => {
    const s = await busyStudent();
    const countBefore = (await db.course.findUniqueOrThrow({ where: { id: courseId } })).studentCount;
    const res = await call(deleteAccountRoute, {
      method: "DELETE",
      token: s.token,
      body: { password: STUDENT_PASSWORD },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/deleted/);
    expect(setCookie(res.headers, "examprep_session")?.value).toBe("");

    expect(await db.user.findUnique({ where: { id: s.id } })).toBeNull();
    const where = { studentId: s.id };
    expect(await db.session.count({ where: { userId: s.id } })).toBe(0);
    expect(await db.enrollment.count({ where })).toBe(0);
    expect(await db.lessonProgress.count({ where })).toBe(0);
    expect(await db.studyDay.count({ where })).toBe(0);
    expect(await db.sitting.count({ where })).toBe(0);
    expect(await db.savedCourse.count({ where })).toBe(0);
    expect(await db.payment.findUniqueOrThrow({ where: { id: s.paymentId } })).toMatchObject({
      studentId: null,
      amount: 2500,
      status: "successful",
      enrollmentId: null,
    });
    expect(await db.subjectRequest.findUniqueOrThrow({ where: { id: s.requestId } })).toMatchObject({
      requesterId: null,
      subject: "Igbo",
    });
    expect((await db.course.findUniqueOrThrow({ where: { id: courseId } })).studentCount).toBe(countBefore - 1);
    expect(await getStorage().head(s.key)).toBeNull();
    expect((await call(me, { token: s.token })).status).toBe(401);
  });

  it("a wrong password is a 400 that deletes nothing; no password is a 400; signed out is a 401", async () => {
    const s = await newStudent();
    const wrong = await call(deleteAccountRoute, {
      method: "DELETE",
      token: s.token,
      body: { password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: "Password is incorrect.",
      errors: { password: "Password is incorrect." },
    });
    expect((await call(deleteAccountRoute, { method: "DELETE", token: s.token, body: {} })).status).toBe(400);
    expect((await call(deleteAccountRoute, { method: "DELETE", body: { password: STUDENT_PASSWORD } })).status).toBe(
      401,
    );
    expect(await db.user.findUnique({ where: { id: s.id } })).not.toBeNull();
    expect((await call(me, { token: s.token })).status).toBe(200);
  });

  it("a stolen session cannot guess the password through deletion: the current-password budget runs out", async () => {
    const s = await newStudent();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await call(deleteAccountRoute, { method: "DELETE", token: s.token, body: { password: `guess-${i}-x` } }))
          .status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // Even the right password waits now, and the account stays.
    expect(
      (await call(deleteAccountRoute, { method: "DELETE", token: s.token, body: { password: STUDENT_PASSWORD } }))
        .status,
    ).toBe(429);
    expect(await db.user.findUnique({ where: { id: s.id } })).not.toBeNull();
  });

  it("a tutor who owns courses gets a 409 and keeps the account; a tutor with none may leave", async () => {
    const owns = await call(deleteAccountRoute, {
      method: "DELETE",
      token: tutor.token,
      body: { password: tutor.password },
    });
    expect(owns.status).toBe(409);
    expect(owns.body.message).toMatch(/own courses or quizzes/);
    expect(await db.user.findUnique({ where: { id: tutor.id } })).not.toBeNull();
    const idle = await newTutor();
    expect(
      (await call(deleteAccountRoute, { method: "DELETE", token: idle.token, body: { password: idle.password } }))
        .status,
    ).toBe(200);
    expect(await db.user.findUnique({ where: { id: idle.id } })).toBeNull();
  });
});
