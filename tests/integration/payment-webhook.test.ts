// Flutterwave's webhook (POST /api/payments/webhook): the verif-hash header must match
// FLUTTERWAVE_WEBHOOK_HASH; the body is only a hint, the server re-queries the
// transaction, and a webhook enrols at most once however often it arrives.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as initializePost } from "@/app/api/payments/initialize/route";
import { POST as verifyPost } from "@/app/api/payments/verify/route";
import { POST as webhookPost } from "@/app/api/payments/webhook/route";
import { fakeFlutterwave, type FakeTransaction } from "../fakes/flutterwave";
import { call, openDb, newTutor, type TestAccount, newStudent } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

const HASH = "integration-webhook-hash";
let tutor: TestAccount;
beforeAll(async () => {
  tutor = await newTutor();
});

/** A student, a fresh paid course, a started payment and a fake transaction for it. */
async function started(fake: Partial<FakeTransaction> = {}) {
  const student = await newStudent();
  const course = await db.course.create({
    data: {
      ownerId: tutor.id,
      instructor: "Emeka Obi",
      title: `Webhook course ${randomBytes(4).toString("hex")}`,
      level: "Advanced",
      category: "Chemistry",
      price: 5000,
      status: "published",
    },
  });
  const init = await call(initializePost, { token: student.token, body: { course_id: course.id } });
  expect(init.status).toBe(200);
  const txRef = init.body.tx_ref as string;
  const t = await fakeFlutterwave.addTransaction({
    tx_ref: txRef,
    amount: 5000,
    currency: "NGN",
    status: "successful",
    customer: { email: student.email },
    ...fake,
  });
  return { student, course, txRef, t };
}

/** The body Flutterwave posts for a completed charge. */
const event = (t: FakeTransaction, claims: Partial<FakeTransaction> = {}) => ({
  event: "charge.completed",
  data: {
    id: t.id,
    tx_ref: t.tx_ref,
    flw_ref: t.flw_ref,
    amount: t.amount,
    currency: t.currency,
    status: t.status,
    ...claims,
  },
});

const webhook = (body: unknown, hash: string | null = HASH) =>
  call(webhookPost, { path: "/api/payments/webhook", body, headers: hash === null ? {} : { "verif-hash": hash } });

const enrollments = (studentId: string, courseId: string) => db.enrollment.findMany({ where: { studentId, courseId } });
const paymentRow = (txRef: string) => db.payment.findUniqueOrThrow({ where: { txRef } });
const studentCount = async (courseId: string) =>
  (await db.course.findUniqueOrThrow({ where: { id: courseId } })).studentCount;

describe("POST /api/payments/webhook", () => {
  it("without verif-hash → 401, nothing settled, Flutterwave not asked", async () => {
    const { student, course, txRef, t } = await started();
    const res = await webhook(event(t), null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Invalid webhook signature", error: "unauthorized" });
    expect((await paymentRow(txRef)).status).toBe("pending");
    expect(await enrollments(student.id, course.id)).toHaveLength(0);
    expect(await fakeFlutterwave.verifyCalls(t.id)).toBe(0);
  });

  it.each([
    "wrong-hash",
    "",
    "integration-webhook-hash-but-longer",
    "INTEGRATION-WEBHOOK-HASH",
    "integration-webhook-has",
  ])("a wrong verif-hash %j → 401", async (hash) => {
    const { student, course, txRef, t } = await started();
    const res = await webhook(event(t), hash);
    expect(res.status).toBe(401);
    expect((await paymentRow(txRef)).status).toBe("pending");
    expect(await enrollments(student.id, course.id)).toHaveLength(0);
  });

  it("the right hash and a successful transaction → 200 and enrolled", async () => {
    const { student, course, txRef, t } = await started();
    const res = await webhook(event(t));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, handled: true, outcome: "enrolled" });
    const rows = await enrollments(student.id, course.id);
    expect(rows).toHaveLength(1);
    expect(await paymentRow(txRef)).toMatchObject({
      status: "successful",
      flwTransactionId: String(t.id),
      enrollmentId: rows[0]!.id,
    });
    expect(await studentCount(course.id)).toBe(1);
    expect(await fakeFlutterwave.verifyCalls(t.id)).toBe(1);
  });

  it("the same webhook three times → one enrolment", async () => {
    const { student, course, t } = await started();
    for (let i = 0; i < 3; i++) {
      const res = await webhook(event(t));
      expect(res.status).toBe(200);
      expect(res.body.outcome).toBe("enrolled");
    }
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
  });

  it("three webhooks at once → one enrolment", async () => {
    const { student, course, t } = await started();
    const results = await Promise.all([webhook(event(t)), webhook(event(t)), webhook(event(t))]);
    for (const r of results) expect(r.status).toBe(200);
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
  });

  it("a webhook racing the browser's verify → one enrolment", async () => {
    const { student, course, txRef, t } = await started();
    const [hook, verified] = await Promise.all([
      webhook(event(t)),
      call(verifyPost, {
        token: student.token,
        body: { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id },
      }),
    ]);
    expect(hook.status).toBe(200);
    expect(verified.status).toBe(200);
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
    expect(await studentCount(course.id)).toBe(1);
    // And a verify after the webhook settled it answers success too.
    const again = await call(verifyPost, {
      token: student.token,
      body: { tx_ref: txRef, transaction_id: String(t.id), course_id: course.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.success).toBe(true);
  });

  it("a body claiming success while Flutterwave says failed → not enrolled", async () => {
    const { student, course, txRef, t } = await started({ status: "failed" });
    const res = await webhook(event(t, { status: "successful" }));
    expect(res.status).toBe(200);
    expect(res.body.outcome).not.toBe("enrolled");
    expect(await fakeFlutterwave.verifyCalls(t.id)).toBe(1); // the server asked
    expect(await enrollments(student.id, course.id)).toHaveLength(0);
    expect(await studentCount(course.id)).toBe(0);
    expect((await paymentRow(txRef)).status).toBe("failed");
  });

  it("a body claiming the full amount while Flutterwave says less → not enrolled", async () => {
    const { student, course, txRef, t } = await started({ amount: 50 });
    const res = await webhook(event(t, { amount: 5000 }));
    expect(res.status).toBe(200);
    expect(await enrollments(student.id, course.id)).toHaveLength(0);
    expect((await paymentRow(txRef)).status).toBe("failed");
  });

  it("a body naming our tx_ref with someone else's transaction id → not enrolled", async () => {
    const { student, course, txRef } = await started({ status: "failed" });
    const foreign = await fakeFlutterwave.addTransaction({
      tx_ref: `elsewhere-${randomBytes(4).toString("hex")}`,
      amount: 5000,
      status: "successful",
    });
    const res = await webhook({
      event: "charge.completed",
      data: { id: foreign.id, tx_ref: txRef, status: "successful", amount: 5000, currency: "NGN" },
    });
    expect(res.status).toBe(200);
    expect(await enrollments(student.id, course.id)).toHaveLength(0);
    expect((await paymentRow(txRef)).flwTransactionId).toBeNull();
  });

  it("an unknown transaction or a body without data.id → 200, nothing done", async () => {
    const noId = await webhook({ event: "charge.completed", data: { tx_ref: "x" } });
    expect(noId.status).toBe(200);
    expect(noId.body).toMatchObject({ received: true, handled: false });
    const unknown = await webhook({ event: "charge.completed", data: { id: 987654321, tx_ref: "nobody" } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ received: true, handled: false });
  });

  it("a pending transaction leaves the payment pending; a later webhook enrols", async () => {
    const { student, course, txRef, t } = await started({ status: "pending" });
    const first = await webhook(event(t));
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe("pending");
    expect((await paymentRow(txRef)).status).toBe("pending");
    expect(await enrollments(student.id, course.id)).toHaveLength(0);
    await fakeFlutterwave.updateTransaction(t.id, { status: "successful" });
    expect((await webhook(event({ ...t, status: "successful" }))).body.outcome).toBe("enrolled");
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
  });

  it("Flutterwave unreachable → an error status so Flutterwave retries; nothing settled", async () => {
    const { student, course, txRef, t } = await started({ outage: true });
    const res = await webhook(event(t));
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect((await paymentRow(txRef)).status).toBe("pending");
    expect(await enrollments(student.id, course.id)).toHaveLength(0);
    await fakeFlutterwave.updateTransaction(t.id, { outage: false });
    expect((await webhook(event(t))).status).toBe(200);
    expect(await enrollments(student.id, course.id)).toHaveLength(1);
  });

  it("malformed JSON → 400", async () => {
    const res = await call(webhookPost, {
      rawBody: '{"event": "charge.completed", "data": {',
      headers: { "content-type": "application/json", "verif-hash": HASH },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("malformed_json");
    const array = await call(webhookPost, {
      rawBody: "[1,2]",
      headers: { "content-type": "application/json", "verif-hash": HASH },
    });
    expect(array.status).toBe(400);
  });
});
