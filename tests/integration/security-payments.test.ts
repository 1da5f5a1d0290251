// Payments cannot be flooded (issue 16): repeated initialize calls hand back the student's
// pending payment, initialize is rate-limited per student, and reconciliation reaches
// every pending payment, not only the oldest hundred.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as initializePost } from "@/app/api/payments/initialize/route";
import { POST as reconcilePost } from "@/app/api/payments/reconcile/route";
import { limits } from "@/server/rate-limit";
import { fakeFlutterwave } from "../fakes/flutterwave";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());
const CRON = "integration-cron-secret-0123456789";
let tutor: TestAccount;
beforeAll(async () => {
  tutor = await newTutor();
});

const newCourse = (price = 2500) =>
  db.course.create({
    data: {
      ownerId: tutor.id,
      status: "published",
      instructor: "Emeka Obi",
      title: `Flood ${randomBytes(4).toString("hex")}`,
      level: "Intermediate",
      category: "Physics",
      price,
    },
  });
const initialize = (student: TestAccount, courseId: string) =>
  call(initializePost, { token: student.token, body: { course_id: courseId } });

describe("POST /api/payments/initialize", () => {
  it("ten calls for one course leave one pending payment, the same tx_ref and amount each time", async () => {
    const student = await newStudent();
    const course = await newCourse();
    const answers = [...(await Promise.all([1, 2, 3, 4, 5].map(() => initialize(student, course.id))))];
    for (let i = 0; i < 5; i++) answers.push(await initialize(student, course.id));
    for (const res of answers) expect(res.status, res.text).toBe(200);
    expect(new Set(answers.map((r) => r.body.tx_ref)).size).toBe(1);
    expect(answers.every((r) => r.body.amount === 2500)).toBe(true);
    expect(await db.payment.count({ where: { studentId: student.id, courseId: course.id } })).toBe(1);
  });

  it("issues a new reference when the price changed or the old payment is no longer pending", async () => {
    const student = await newStudent();
    const course = await newCourse(2500);
    const first = (await initialize(student, course.id)).body.tx_ref;
    await db.course.update({ where: { id: course.id }, data: { price: 3000 } });
    const repriced = await initialize(student, course.id);
    expect(repriced.body).toMatchObject({ amount: 3000 });
    expect(repriced.body.tx_ref).not.toBe(first);
    await db.payment.update({ where: { txRef: repriced.body.tx_ref }, data: { status: "failed" } });
    const retried = await initialize(student, course.id);
    expect(retried.body.tx_ref).not.toBe(repriced.body.tx_ref);
  });

  it("is rate-limited per student: over the limit → 429 with Retry-After, nothing recorded", async () => {
    const student = await newStudent();
    const courses = await Promise.all(Array.from({ length: 3 }, () => newCourse()));
    for (let i = 0; i < limits.paymentInitStudent.max; i++)
      expect((await initialize(student, courses[i % 3]!.id)).status).toBe(200);
    const extra = await newCourse();
    const limited = await initialize(student, extra.id);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await db.payment.count({ where: { courseId: extra.id } })).toBe(0);
    // Another student is not affected.
    expect((await initialize(await newStudent(), extra.id)).status).toBe(200);
  });
});

describe("POST /api/payments/reconcile", () => {
  it("settles a late payment that sits behind more than a hundred older pending ones", async () => {
    const junkOwner = await newStudent();
    const junkCourse = await newCourse();
    const base = Date.now() - 60 * 60 * 1000;
    await db.payment.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        txRef: `EXP-junk-${randomBytes(6).toString("hex")}-${i}`,
        studentId: junkOwner.id,
        courseId: junkCourse.id,
        amount: 2500,
        createdAt: new Date(base - (i + 1) * 1000),
      })),
    });
    const student = await newStudent();
    const course = await newCourse();
    const txRef = (await initialize(student, course.id)).body.tx_ref as string;
    await db.payment.update({ where: { txRef }, data: { createdAt: new Date(base) } });
    await fakeFlutterwave.addTransaction({
      tx_ref: txRef,
      amount: 2500,
      currency: "NGN",
      status: "successful",
      customer: { email: student.email },
    });

    const res = await call(reconcilePost, { method: "POST", headers: { authorization: `Bearer ${CRON}` } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.checked).toBeGreaterThan(120);
    expect((await db.payment.findUniqueOrThrow({ where: { txRef } })).status).toBe("successful");
    expect(await db.enrollment.count({ where: { studentId: student.id, courseId: course.id } })).toBe(1);
  });
});
