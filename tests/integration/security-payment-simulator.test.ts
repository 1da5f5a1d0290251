// The payment simulator (issue 16): its endpoints answer only the signed-in student who
// owns the payment, do not exist while the simulator is off, and its ids cannot be walked;
// the server still verifies simulated payments (through the module, not over HTTP).
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as chargePost } from "@/app/api/payments/simulator/charge/route";
import { GET as simulatorVerifyGet } from "@/app/api/payments/simulator/v3/transactions/[id]/verify/route";
import { POST as initializePost } from "@/app/api/payments/initialize/route";
import { POST as verifyPost } from "@/app/api/payments/verify/route";
import { env } from "@/server/env";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../support/api";

const db = openDb();
const FAKE_SECRET = env.FLUTTERWAVE_SECRET_KEY;
let tutor: TestAccount;

beforeAll(async () => {
  // This file runs the app without a Flutterwave key: the simulator is on.
  env.FLUTTERWAVE_SECRET_KEY = undefined;
  tutor = await newTutor();
});
afterEach(() => {
  env.FLUTTERWAVE_SECRET_KEY = undefined;
});
afterAll(async () => {
  env.FLUTTERWAVE_SECRET_KEY = FAKE_SECRET;
  await db.$disconnect();
});

async function paidCharge(student: TestAccount) {
  const course = await db.course.create({
    data: {
      ownerId: tutor.id,
      status: "published",
      instructor: "Emeka Obi",
      title: `Simulated ${randomBytes(4).toString("hex")}`,
      level: "Intermediate",
      category: "Physics",
      price: 3000,
    },
  });
  const init = await call(initializePost, { token: student.token, body: { course_id: course.id } });
  expect(init.status, init.text).toBe(200);
  expect(init.body.simulator).toBe(true);
  const charge = await call(chargePost, {
    token: student.token,
    body: { tx_ref: init.body.tx_ref, method: "card", outcome: "succeed" },
  });
  expect(charge.status, charge.text).toBe(200);
  return { course, txRef: init.body.tx_ref as string, transactionId: String(charge.body.transaction_id) };
}

const simulatorVerify = (id: string, token?: string) =>
  call(simulatorVerifyGet, {
    path: `/api/payments/simulator/v3/transactions/${id}/verify`,
    params: { id },
    ...(token ? { token } : {}),
  });

describe("simulator verify endpoint", () => {
  it("answers the owner, and 404 to another student without any of the owner's details", async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const { txRef, transactionId } = await paidCharge(owner);

    const mine = await simulatorVerify(transactionId, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ tx_ref: txRef, amount: 3000, status: "successful" });

    const theirs = await simulatorVerify(transactionId, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain(txRef);
    expect(theirs.text).not.toContain(owner.email);
  });

  it("without a session → 401", async () => {
    const owner = await newStudent();
    const { transactionId } = await paidCharge(owner);
    const res = await simulatorVerify(transactionId);
    expect(res.status).toBe(401);
    expect(res.text).not.toContain(owner.email);
  });

  it("gives transactions ids that are not a counter", async () => {
    const student = await newStudent();
    const ids = [Number((await paidCharge(student)).transactionId), Number((await paidCharge(student)).transactionId)];
    for (const id of ids) expect(id).toBeGreaterThanOrEqual(100_000_000);
    expect(Math.abs(ids[1]! - ids[0]!)).not.toBe(1);
  });

  it("with the simulator off, its endpoints → 404, signed in or not", async () => {
    const owner = await newStudent();
    const { txRef, transactionId } = await paidCharge(owner);
    env.FLUTTERWAVE_SECRET_KEY = "FLWSECK_TEST-switched-on";
    expect((await simulatorVerify(transactionId, owner.token)).status).toBe(404);
    expect((await simulatorVerify(transactionId)).status).toBe(404);
    const charge = await call(chargePost, {
      token: owner.token,
      body: { tx_ref: txRef, method: "card", outcome: "succeed" },
    });
    expect(charge.status).toBe(404);
  });
});

describe("paying through the simulator", () => {
  it("the server verifies a simulated payment and enrols the student", async () => {
    const student = await newStudent();
    const { course, txRef, transactionId } = await paidCharge(student);
    const res = await call(verifyPost, {
      token: student.token,
      body: { tx_ref: txRef, transaction_id: transactionId, course_id: course.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await db.enrollment.count({ where: { studentId: student.id, courseId: course.id } })).toBe(1);
  });

  it("another student cannot charge someone else's payment reference", async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const { txRef } = await paidCharge(owner);
    const res = await call(chargePost, {
      token: other.token,
      body: { tx_ref: txRef, method: "card", outcome: "succeed" },
    });
    expect(res.status).toBe(404);
  });
});
