// Paid enrolment (docs/contract.md "Payments", docs/product-spec.md parts 3, 4 and 8): the server issues the
// tx_ref and amount, asks Flutterwave (a local fake over real HTTP) and enrols only when
// status, currency, amount and tx_ref all match; each transaction enrols at most once;
// a slow or unreachable Flutterwave leaves the payment pending, never lost.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as initializePost } from "@/app/api/payments/initialize/route";
import { GET as receiptsGet } from "@/app/api/payments/receipts/route";
import { POST as recheckPost } from "@/app/api/payments/recheck/route";
import { POST as reconcilePost } from "@/app/api/payments/reconcile/route";
import { GET as statusGet } from "@/app/api/payments/status/route";
import { POST as verifyPost } from "@/app/api/payments/verify/route";
import { fakeFlutterwave } from "../fakes/flutterwave";
import { call, openDb, newTutor, type ApiResponse, type JsonBody, type TestAccount, newStudent } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

const NOT_VERIFIED = "Payment could not be verified. Please contact support with your transaction reference.";
const CRON = "integration-cron-secret-0123456789";
let tutor: TestAccount;
beforeAll(async () => {
  tutor = await newTutor();
});

async function newCourse(price = 2500) {
  return db.course.create({
    data: {
      ownerId: tutor.id,
      instructor: "Emeka Obi",
      title: `Paid course ${randomBytes(4).toString("hex")}`,
      level: "Intermediate",
      category: "Physics",
      price,
      status: "published",
    },
  });
}

async function initialize(
  student: TestAccount,
  courseId: string,
): Promise<{ tx_ref: string; amount: number } & JsonBody> {
  const res = await call(initializePost, {
    path: "/api/payments/initialize",
    token: student.token,
    body: { course_id: courseId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const verify = (
  student: TestAccount,
  body: { tx_ref: string; transaction_id: string | number; course_id: string; [k: string]: unknown },
) => call(verifyPost, { path: "/api/payments/verify", token: student.token, body });

const paymentRow = (txRef: string) => db.payment.findUniqueOrThrow({ where: { txRef } });
const enrollments = (studentId: string, courseId: string) => db.enrollment.findMany({ where: { studentId, courseId } });
const studentCount = async (courseId: string) =>
  (await db.course.findUniqueOrThrow({ where: { id: courseId } })).studentCount;

/** A student, a fresh course, a started payment and a fake Flutterwave transaction for it. */
async function started(
  options: {
    price?: number;
    amount?: number;
    status?: string;
    currency?: string;
    delay_ms?: number;
    outage?: boolean;
  } = {},
) {
  const price = options.price ?? 2500;
  const student = await newStudent();
  const course = await newCourse(price);
  const init = await initialize(student, course.id);
  const t = await fakeFlutterwave.addTransaction({
    tx_ref: init.tx_ref,
    amount: options.amount ?? price,
    currency: options.currency ?? "NGN",
    status: options.status ?? "successful",
    customer: { email: student.email },
    ...(options.delay_ms ? { delay_ms: options.delay_ms } : {}),
    ...(options.outage ? { outage: true } : {}),
  });
  return { student, course, init, t, txRef: init.tx_ref as string, price };
}

async function expectNotEnrolled(studentId: string, courseId: string) {
  expect(await enrollments(studentId, courseId)).toHaveLength(0);
  expect(await studentCount(courseId)).toBe(0);
}

describe("POST /api/payments/initialize", () => {
  it("issues a tx_ref with the course's price and records a pending payment", async () => {
    const student = await newStudent();
    const course = await newCourse(2500);
    // A price sent by the browser is ignored.
    const res = await call(initializePost, { token: student.token, body: { course_id: course.id, amount: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: 2500,
      currency: "NGN",
      customer: { email: student.email, name: "Ifeoma Nnaji" },
    });
    expect(typeof res.body.tx_ref).toBe("string");
    expect(res.body.tx_ref.length).toBeGreaterThan(8);
    expect(typeof res.body.public_key).toBe("string");
    expect(res.body.public_key.length).toBeGreaterThan(0);
    const row = await paymentRow(res.body.tx_ref);
    expect(row).toMatchObject({
      studentId: student.id,
      courseId: course.id,
      amount: 2500,
      currency: "NGN",
      status: "pending",
      flwTransactionId: null,
      enrollmentId: null,
    });
    // A second click hands back the same pending payment (see security-payments.test.ts).
    const again = await initialize(student, course.id);
    expect(again.tx_ref).toBe(res.body.tx_ref);
    expect(await db.payment.count({ where: { studentId: student.id, courseId: course.id, status: "pending" } })).toBe(
      1,
    );
  });

  it("a free course → 400, nothing recorded", async () => {
    const student = await newStudent();
    const course = await newCourse(0);
    const res = await call(initializePost, { token: student.token, body: { course_id: course.id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "This course is free: enroll directly", error: "bad_request" });
    expect(await db.payment.count({ where: { courseId: course.id } })).toBe(0);
  });

  it("already enrolled → 409, nothing recorded", async () => {
    const student = await newStudent();
    const course = await newCourse(2500);
    await db.enrollment.create({ data: { studentId: student.id, courseId: course.id } });
    const res = await call(initializePost, { token: student.token, body: { course_id: course.id } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "You are already enrolled in this course", error: "conflict" });
    expect(await db.payment.count({ where: { courseId: course.id } })).toBe(0);
  });

  it("a tutor → 403, signed out → 401, unknown course → 404, no course_id → 400", async () => {
    const course = await newCourse(2500);
    const asTutor = await call(initializePost, { token: tutor.token, body: { course_id: course.id } });
    expect(asTutor.status).toBe(403);
    expect(asTutor.body).toEqual({ message: "Only students can enroll in courses", error: "forbidden" });
    expect((await call(initializePost, { body: { course_id: course.id } })).status).toBe(401);
    const student = await newStudent();
    expect((await call(initializePost, { token: student.token, body: { course_id: "no-such-course" } })).status).toBe(
      404,
    );
    const missing = await call(initializePost, { token: student.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("course_id is required");
    expect(await db.payment.count({ where: { courseId: course.id } })).toBe(0);
  });
});

describe("POST /api/payments/verify", () => {
  it("a successful transaction enrols: 200 {success, payment, enrollment}, one linked enrolment", async () => {
    const { student, course, t, txRef } = await started();
    const res = await verify(student, {
      tx_ref: txRef,
      transaction_id: String(t.id),
      flw_ref: t.flw_ref,
      course_id: course.id,
      amount: 2500,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body).not.toHaveProperty("error");
    expect(res.body).not.toHaveProperty("pending");
    expect(typeof res.body.message).toBe("string");
    expect(res.body.payment).toMatchObject({
      tx_ref: txRef,
      transaction_id: String(t.id),
      flw_ref: t.flw_ref,
      course_id: course.id,
      student_id: student.id,
      amount: 2500,
      currency: "NGN",
      status: "successful",
    });
    expect(res.body.enrollment).toMatchObject({ student_id: student.id, course_id: course.id });

    const row = await paymentRow(txRef);
    expect(row).toMatchObject({
      status: "successful",
      flwTransactionId: String(t.id),
      flwRef: t.flw_ref,
      paymentType: "card",
      enrollmentId: res.body.enrollment.id,
      failureReason: null,
    });
    expect(row.verifiedAt).toBeInstanceOf(Date);
    const rows = await enrollments(student.id, course.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(res.body.enrollment.id);
    expect(await studentCount(course.id)).toBe(1);
    expect(await fakeFlutterwave.verifyCalls(t.id)).toBe(1);
  });

  it("a numeric transaction_id works too", async () => {
    const { student, course, t, txRef } = await started();
    const res = await verify(student, { tx_ref: txRef, transaction_id: t.id, course_id: course.id });
    expect(res.status).toBe(200);
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
  });

  it("an amount paid above the price is accepted", async () => {
    const { student, course, t, txRef } = await started({ price: 2500, amount: 3000 });
    const res = await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id });
    expect(res.status).toBe(200);
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
  });

  it("an amount lower than the price → 400, payment failed, no enrolment", async () => {
    const { student, course, t, txRef } = await started({ price: 2500, amount: 2499 });
    // Whatever amount the browser claims.
    const res = await verify(student, {
      tx_ref: txRef,
      transaction_id: String(t.id),
      course_id: course.id,
      amount: 2500,
    });
    expect(res.status).toBe(400);
    // The contract's error body (a code from the closed list) with the verify answer's fields.
    expect(res.body).toEqual({
      success: false,
      message: "The amount paid is less than the course price",
      error: "payment_not_accepted",
      payment: expect.objectContaining({
        tx_ref: txRef,
        status: "failed",
        failure_reason: "The amount paid is less than the course price",
      }),
      enrollment: null,
    });
    expect(await paymentRow(txRef)).toMatchObject({
      status: "failed",
      failureReason: "The amount paid is less than the course price",
      enrollmentId: null,
    });
    await expectNotEnrolled(student.id, course.id);
  });

  it("a payment in USD is refused, no enrolment", async () => {
    const { student, course, t, txRef } = await started({ currency: "USD" });
    const res = await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: "payment_not_accepted",
      payment: { status: "failed" },
      enrollment: null,
    });
    expect(res.body.message).toContain("USD");
    expect((await paymentRow(txRef)).status).toBe("failed");
    await expectNotEnrolled(student.id, course.id);
  });

  it("status failed → refused, payment failed", async () => {
    const { student, course, t, txRef } = await started({ status: "failed" });
    const res = await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: "Flutterwave reported the payment as failed",
      error: "payment_not_accepted",
      payment: { tx_ref: txRef, status: "failed" },
      enrollment: null,
    });
    expect(await paymentRow(txRef)).toMatchObject({
      status: "failed",
      failureReason: "Flutterwave reported the payment as failed",
    });
    await expectNotEnrolled(student.id, course.id);
  });

  it("status pending → 202 pending, then recheck after it succeeds → enrolled", async () => {
    const { student, course, t, txRef } = await started({ status: "pending" });
    const res = await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: false, pending: true, enrollment: null, payment: { status: "pending" } });
    expect((await paymentRow(txRef)).status).toBe("pending");
    await expectNotEnrolled(student.id, course.id);

    const stillPending = await call(recheckPost, { token: student.token, body: { tx_ref: txRef } });
    expect(stillPending.status).toBe(200);
    expect(stillPending.body).toMatchObject({ success: false, pending: true, enrollment: null });
    await expectNotEnrolled(student.id, course.id);

    await fakeFlutterwave.updateTransaction(t.id, { status: "successful" });
    const rechecked = await call(recheckPost, { token: student.token, body: { tx_ref: txRef } });
    expect(rechecked.status).toBe(200);
    expect(rechecked.body).toMatchObject({
      success: true,
      pending: false,
      payment: { status: "successful", transaction_id: String(t.id) },
    });
    const rows = await enrollments(student.id, course.id);
    expect(rows).toHaveLength(1);
    expect(rechecked.body.enrollment.id).toBe(rows[0]!.id);
    expect((await paymentRow(txRef)).enrollmentId).toBe(rows[0]!.id);
    expect(await studentCount(course.id)).toBe(1);

    // The status endpoint shows the settled payment.
    const status = await call(statusGet, { path: `/api/payments/status?course_id=${course.id}`, token: student.token });
    expect(status.body.payment).toMatchObject({ tx_ref: txRef, status: "successful" });
  });

  it("recheck of another student's tx_ref → 404", async () => {
    const { txRef } = await started();
    const other = await newStudent();
    const res = await call(recheckPost, { token: other.token, body: { tx_ref: txRef } });
    expect(res.status).toBe(404);
  });

  it("an unknown transaction id → 400 with the part-8 message", async () => {
    const student = await newStudent();
    const course = await newCourse();
    const { tx_ref } = await initialize(student, course.id);
    for (const id of ["987654321", "not-a-number"]) {
      const res = await verify(student, { tx_ref, transaction_id: id, course_id: course.id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: NOT_VERIFIED, error: "bad_request" });
    }
    expect(await paymentRow(tx_ref)).toMatchObject({ status: "pending", flwTransactionId: null });
    await expectNotEnrolled(student.id, course.id);
  });

  it("a tx_ref of another course (course_id mismatch) → 400", async () => {
    const { student, course, t, txRef } = await started();
    const other = await newCourse();
    const res = await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: other.id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "This payment reference is for another course", error: "bad_request" });
    expect((await paymentRow(txRef)).status).toBe("pending");
    await expectNotEnrolled(student.id, course.id);
    await expectNotEnrolled(student.id, other.id);
  });

  it("another student's tx_ref → 404, nothing changes", async () => {
    const { course, t, txRef } = await started();
    const thief = await newStudent();
    const res = await verify(thief, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No payment with this reference was started by you", error: "not_found" });
    expect((await paymentRow(txRef)).status).toBe("pending");
    expect(await db.enrollment.count({ where: { courseId: course.id } })).toBe(0);
    expect(await fakeFlutterwave.verifyCalls(t.id)).toBe(0);
  });

  it("a transaction made for another tx_ref → 400, no enrolment", async () => {
    const student = await newStudent();
    const course = await newCourse();
    const mine = await initialize(student, course.id);
    const elsewhere = await fakeFlutterwave.addTransaction({
      tx_ref: `someone-else-${randomBytes(4).toString("hex")}`,
      amount: 2500,
      status: "successful",
    });
    const res = await verify(student, {
      tx_ref: mine.tx_ref,
      transaction_id: String(elsewhere.id),
      course_id: course.id,
    });
    expect(res.status).toBe(400);
    expect((await paymentRow(mine.tx_ref)).status).toBe("pending");
    await expectNotEnrolled(student.id, course.id);
  });

  it("signed out → 401; a tutor → 403; missing fields → 400", async () => {
    const { student, course, t, txRef } = await started();
    expect(
      (await call(verifyPost, { body: { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id } })).status,
    ).toBe(401);
    expect(
      (
        await call(verifyPost, {
          token: tutor.token,
          body: { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id },
        })
      ).status,
    ).toBe(403);
    const missing = await call(verifyPost, { token: student.token, body: { tx_ref: txRef, course_id: course.id } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("transaction_id is required");
    await expectNotEnrolled(student.id, course.id);
  });

  it("the same transaction verified twice → 200 both times, one enrolment", async () => {
    const { student, course, t, txRef } = await started();
    const body = { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id };
    const first = await verify(student, body);
    const second = await verify(student, body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.success).toBe(true);
    expect(second.body.enrollment.id).toBe(first.body.enrollment.id);
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
  });

  it("a transaction already used cannot pay for another payment (another course's tx_ref)", async () => {
    const { student, course, t, txRef } = await started();
    expect((await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id })).status).toBe(
      200,
    );
    const second = await newCourse();
    const other = await initialize(student, second.id);
    const res = await verify(student, { tx_ref: other.tx_ref, transaction_id: String(t.id), course_id: second.id });
    expect([400, 409]).toContain(res.status);
    expect(res.body.success ?? false).toBe(false);
    await expectNotEnrolled(student.id, second.id);
    expect(await paymentRow(other.tx_ref)).toMatchObject({ flwTransactionId: null, enrollmentId: null });
    expect((await paymentRow(other.tx_ref)).status).not.toBe("successful");
    // The first payment is untouched.
    expect(await paymentRow(txRef)).toMatchObject({ status: "successful", flwTransactionId: String(t.id) });
  });

  it("…nor another student's payment", async () => {
    const { student, course, t, txRef } = await started();
    expect((await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id })).status).toBe(
      200,
    );
    const friend = await newStudent();
    const theirs = await initialize(friend, course.id);
    const res = await verify(friend, { tx_ref: theirs.tx_ref, transaction_id: String(t.id), course_id: course.id });
    expect([400, 409]).toContain(res.status);
    expect(await enrollments(friend.id, course.id)).toHaveLength(0);
    expect(await studentCount(course.id)).toBe(1);
  });

  it.each([2, 5])("%i concurrent verifies of one payment → one enrolment, student_count +1 once", async (n) => {
    const { student, course, t, txRef } = await started();
    const body = { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id };
    const results = await Promise.all(Array.from({ length: n }, () => verify(student, body)));
    const rows = await enrollments(student.id, course.id);
    expect(rows).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
    expect(await paymentRow(txRef)).toMatchObject({
      status: "successful",
      enrollmentId: rows[0]!.id,
      flwTransactionId: String(t.id),
    });
    // A double click must not show the student an error.
    for (const r of results) {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.success).toBe(true);
      expect(r.body.enrollment.id).toBe(rows[0]!.id);
    }
  });

  it("Flutterwave timing out → 202 pending, payment still pending, no enrolment", async () => {
    const { student, course, t, txRef } = await started({ delay_ms: 3000 });
    const began = Date.now();
    const res = await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id });
    const took = Date.now() - began;
    // Give the fake its transaction back at full speed, so later reconciliation is quick.
    await fakeFlutterwave.updateTransaction(t.id, { delay_ms: 0 });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: false, pending: true, enrollment: null });
    expect(took).toBeLessThan(2900);
    expect(await paymentRow(txRef)).toMatchObject({ status: "pending", flwTransactionId: null });
    await expectNotEnrolled(student.id, course.id);
  });

  it("a Flutterwave outage → 202 pending, then enrolled once it is back", async () => {
    const { student, course, t, txRef } = await started({ outage: true });
    const body = { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id };
    const res = await verify(student, body);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: false, pending: true, enrollment: null });
    expect((await paymentRow(txRef)).status).toBe("pending");
    await expectNotEnrolled(student.id, course.id);

    await fakeFlutterwave.updateTransaction(t.id, { outage: false });
    const retried = await verify(student, body);
    expect(retried.status).toBe(200);
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
  });

  it("paying twice for one course (two references) still makes one enrolment, counted once", async () => {
    const { student, course, t, txRef } = await started();
    // Initialize refuses once enrolled and hands back a pending reference: the second one is an older checkout's.
    const second = await db.payment.create({
      data: {
        txRef: `EXP-second-${randomBytes(6).toString("hex")}`,
        studentId: student.id,
        courseId: course.id,
        amount: 2500,
        currency: "NGN",
      },
    });
    const t2 = await fakeFlutterwave.addTransaction({ tx_ref: second.txRef, amount: 2500, status: "successful" });
    const first = await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id });
    const again = await verify(student, { tx_ref: second.txRef, transaction_id: String(t2.id), course_id: course.id });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const rows = await enrollments(student.id, course.id);
    expect(rows).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
    expect(again.body.success).toBe(true);
    // The student is enrolled, so the answer names the enrolment (not null).
    expect.soft(again.body.enrollment?.id, "second payment's verify answered enrollment: null").toBe(rows[0]!.id);
    // Both payments are recorded as paid; only one is linked to the enrolment.
    const payments = await db.payment.findMany({ where: { studentId: student.id, courseId: course.id } });
    expect(payments.map((p) => p.status)).toEqual(["successful", "successful"]);
    expect(payments.filter((p) => p.enrollmentId === rows[0]!.id)).toHaveLength(1);
  });

  it("a late success settles a payment that failed for a short amount", async () => {
    const { student, course, t, txRef } = await started({ amount: 100 });
    expect((await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id })).status).toBe(
      400,
    );
    const topUp = await fakeFlutterwave.addTransaction({ tx_ref: txRef, amount: 2500, status: "successful" });
    const res = await verify(student, { tx_ref: txRef, transaction_id: String(topUp.id), course_id: course.id });
    expect(res.status).toBe(200);
    expect(await paymentRow(txRef)).toMatchObject({
      status: "successful",
      flwTransactionId: String(topUp.id),
      failureReason: null,
    });
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
  });
});

describe("POST /api/payments/reconcile", () => {
  const reconcile = (headers: Record<string, string> = {}): Promise<ApiResponse> =>
    call(reconcilePost, { method: "POST", headers });

  it("without or with a wrong bearer → 401, nothing settled", async () => {
    const { student, course, txRef } = await started();
    await db.payment.update({ where: { txRef }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
    for (const headers of [
      {} as Record<string, string>,
      { authorization: "Bearer wrong-secret-0123456789abcdef" },
      { authorization: CRON },
      { authorization: `Basic ${CRON}` },
    ]) {
      const res = await reconcile(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
    }
    expect((await paymentRow(txRef)).status).toBe("pending");
    await expectNotEnrolled(student.id, course.id);
  });

  it("settles a pending payment older than a minute whose transaction succeeded", async () => {
    const { student, course, txRef } = await started();
    // A fresh pending payment is left alone (the student may still be at the checkout).
    const fresh = await started();
    await db.payment.update({ where: { txRef }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });

    const res = await reconcile({ authorization: `Bearer ${CRON}` });
    expect(res.status).toBe(200);
    expect(res.body.checked).toBeGreaterThanOrEqual(1);
    expect(res.body.enrolled).toBeGreaterThanOrEqual(1);

    const row = await paymentRow(txRef);
    expect(row.status).toBe("successful");
    const rows = await enrollments(student.id, course.id);
    expect(rows).toHaveLength(1);
    expect(row.enrollmentId).toBe(rows[0]!.id);
    expect(await studentCount(course.id)).toBe(1);

    expect((await paymentRow(fresh.txRef)).status).toBe("pending");
    await expectNotEnrolled(fresh.student.id, fresh.course.id);

    // Running it again changes nothing.
    expect((await reconcile({ authorization: `Bearer ${CRON}` })).status).toBe(200);
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
  });

  it("marks an old pending payment failed when its transaction failed", async () => {
    const { student, course, txRef } = await started({ status: "failed" });
    await db.payment.update({ where: { txRef }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
    expect((await reconcile({ authorization: `Bearer ${CRON}` })).status).toBe(200);
    expect((await paymentRow(txRef)).status).toBe("failed");
    await expectNotEnrolled(student.id, course.id);
  });
});

describe("POST /api/payments/reconcile: abandoned payments", () => {
  const reconcile = () => call(reconcilePost, { method: "POST", headers: { authorization: `Bearer ${CRON}` } });
  const DAYS_4 = 4 * 24 * 60 * 60 * 1000;

  it("cancels a payment still pending after 3 days with no transaction at Flutterwave", async () => {
    const student = await newStudent();
    const course = await newCourse();
    const { tx_ref } = await initialize(student, course.id);
    await db.payment.update({ where: { txRef: tx_ref }, data: { createdAt: new Date(Date.now() - DAYS_4) } });
    expect((await reconcile()).status).toBe(200);
    expect(await paymentRow(tx_ref)).toMatchObject({
      status: "cancelled",
      failureReason: "No payment arrived within 3 days",
    });
    await expectNotEnrolled(student.id, course.id);
  });

  it("never cancels an old payment because Flutterwave could not be reached; it settles once it is back", async () => {
    const { student, course, t, txRef } = await started({ outage: true });
    await db.payment.update({ where: { txRef }, data: { createdAt: new Date(Date.now() - DAYS_4) } });
    expect((await reconcile()).status).toBe(200);
    const during = await paymentRow(txRef);
    await fakeFlutterwave.updateTransaction(t.id, { outage: false });
    // Flutterwave being down says nothing about the payment: it must stay pending.
    expect.soft(during.status, "an outage made reconciliation cancel a paid payment").toBe("pending");
    expect((await reconcile()).status).toBe(200);
    expect((await paymentRow(txRef)).status).toBe("successful");
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
  });
});

describe("GET /api/payments/receipts", () => {
  it("lists the student's successful payments only", async () => {
    const { student, course, t, txRef } = await started({ price: 4000 });
    expect((await verify(student, { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id })).status).toBe(
      200,
    );
    // A second, abandoned payment for another course is not a receipt.
    await initialize(student, (await newCourse()).id);

    const res = await call(receiptsGet, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.receipts).toHaveLength(1);
    const receipt = res.body.receipts[0];
    expect(receipt).toMatchObject({
      tx_ref: txRef,
      transaction_id: String(t.id),
      amount: 4000,
      currency: "NGN",
      course: { id: course.id, title: course.title },
    });
    const row = await paymentRow(txRef);
    expect(receipt.paid_at).toBe(row.verifiedAt!.toISOString());

    const other = await newStudent();
    expect((await call(receiptsGet, { token: other.token })).body).toEqual({ receipts: [] });
    expect((await call(receiptsGet, {})).status).toBe(401);
    expect((await call(receiptsGet, { token: tutor.token })).status).toBe(403);
  });
});
