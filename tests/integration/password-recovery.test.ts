// Password recovery for students and tutors, and resending the verification mail
// (docs/product-spec.md part 7, docs/contract.md "Mails").
import { afterAll, describe, expect, it } from "vitest";
import { POST as genericForgot } from "@/app/api/auth/forgot-password/route";
import { GET as meHandler } from "@/app/api/auth/me/route";
import { POST as resendHandler } from "@/app/api/auth/resend-verification/route";
import { POST as genericReset } from "@/app/api/auth/reset-password/route";
import { POST as studentForgot } from "@/app/api/students/forgot-password/route";
import { POST as studentReset } from "@/app/api/students/reset-password/route";
import { POST as studentUpdate } from "@/app/api/students/update-password/route";
import { POST as tutorForgot } from "@/app/api/tutors/forgot-password/route";
import { POST as tutorReset } from "@/app/api/tutors/reset-password/route";
import { POST as tutorUpdate } from "@/app/api/tutors/update-password/route";
import { sha256 } from "@/server/auth/tokens";
import {
  APP_URL,
  call,
  newStudent,
  newTutor,
  openDb,
  openVerifyLink,
  signIn,
  signInResponse,
  signUp,
  studentFields,
  uniqueEmail,
  verificationLink,
  type RouteHandler,
  type TestAccount,
} from "../support/api";
import { linksIn, mailsTo, subjectOf, waitForMails } from "../support/mail";

const db = openDb();
afterAll(() => db.$disconnect());

const NEW_PASSWORD = "Fresh-Start-2026";
const INVALID_LINK = /invalid or has expired/i;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const RESET_LINK = new RegExp(`^${escape(APP_URL)}/reset-password#access_token=([A-Za-z0-9_-]{20,})&type=recovery$`);

const me = (token: string) => call(meHandler, { path: "/api/auth/me", token });
const passwordHash = async (email: string) =>
  (await db.user.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } })).passwordHash;

/** Asks for a reset link and returns the token from the `count`-th mail to that address. */
async function requestReset(
  handler: RouteHandler,
  path: string,
  body: Record<string, unknown>,
  count: number,
): Promise<string> {
  const res = await call(handler, { path, body });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe("If an account exists for this email, we have sent a password reset link to it.");
  const mails = await waitForMails(String(body.email), count);
  const mail = mails[count - 1]!;
  expect(subjectOf(mail.raw)).toBe("Reset your ExamPrep password");
  const links = linksIn(mail);
  expect(links).toHaveLength(1);
  const match = RESET_LINK.exec(links[0]!);
  expect(match, links[0]).not.toBeNull();
  return match![1]!;
}

/** The account's sessions are all revoked, the old password is refused and the new one works. */
async function expectPasswordReplaced(account: TestAccount, role: "student" | "tutor", tokensBefore: string[]) {
  const sessions = await db.session.findMany({ where: { userId: account.id } });
  expect(sessions.length).toBeGreaterThanOrEqual(tokensBefore.length);
  for (const s of sessions) expect(s.revokedAt).not.toBeNull();
  for (const token of tokensBefore) expect((await me(token)).status).toBe(401);
  const old = await signInResponse(account.email, account.password, role);
  expect(old.status).toBe(401);
  expect(old.body.message).toBe("Invalid email or password");
  const fresh = await signInResponse(account.email, NEW_PASSWORD, role);
  expect(fresh.status).toBe(200);
  expect((await me(fresh.body.token)).status).toBe(200);
}

describe("student password recovery", () => {
  it("mails a reset link with the token in the fragment, stores only its SHA-256, and resets once", async () => {
    const account = await newStudent("recovery");
    const second = await signIn(account.email, account.password);
    const token = await requestReset(
      studentForgot,
      "/api/students/forgot-password",
      { email: account.email.toUpperCase() },
      1,
    );

    expect(await db.emailToken.count({ where: { tokenHash: token } })).toBe(0);
    const row = await db.emailToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    expect(row).toMatchObject({ userId: account.id, purpose: "reset", usedAt: null });
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    const outbox = await db.mailOutbox.findMany({ where: { to: account.email, template: "reset-password" } });
    expect(outbox).toHaveLength(1);
    expect(JSON.stringify(outbox[0]!.payload)).not.toContain(token);

    const res = await call(studentReset, {
      path: "/api/students/reset-password",
      body: { email: account.email, token, password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await db.emailToken.findUniqueOrThrow({ where: { id: row.id } })).usedAt).not.toBeNull();
    await expectPasswordReplaced(account, "student", [account.token, second]);

    const reused = await call(studentReset, {
      path: "/api/students/reset-password",
      body: { token, password: "Yet-Another-Pass-1" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(INVALID_LINK);
    expect((await signInResponse(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("resets through students/update-password with the token as Bearer", async () => {
    const account = await newStudent("recovery");
    const token = await requestReset(studentForgot, "/api/students/forgot-password", { email: account.email }, 1);
    const res = await call(studentUpdate, {
      path: "/api/students/update-password",
      body: { password: NEW_PASSWORD },
      token,
    });
    expect(res.status).toBe(200);
    await expectPasswordReplaced(account, "student", [account.token]);
    const reused = await call(studentUpdate, {
      path: "/api/students/update-password",
      body: { password: "Yet-Another-Pass-1" },
      token,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(INVALID_LINK);
  });

  it("resets through students/reset-password with the token only as Bearer", async () => {
    const account = await newStudent("recovery");
    const token = await requestReset(studentForgot, "/api/students/forgot-password", { email: account.email }, 1);
    const res = await call(studentReset, {
      path: "/api/students/reset-password",
      body: { email: account.email, password: NEW_PASSWORD },
      token,
    });
    expect(res.status).toBe(200);
    await expectPasswordReplaced(account, "student", [account.token]);
  });

  it("resets through the generic auth/forgot-password and auth/reset-password calls", async () => {
    const account = await newStudent("recovery");
    const token = await requestReset(
      genericForgot,
      "/api/auth/forgot-password",
      { email: account.email, user_type: "student" },
      1,
    );
    const res = await call(genericReset, { path: "/api/auth/reset-password", body: { token, password: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    await expectPasswordReplaced(account, "student", [account.token]);
  });

  it("the generic forgot-password defaults to students", async () => {
    const account = await newStudent("recovery");
    const token = await requestReset(genericForgot, "/api/auth/forgot-password", { email: account.email }, 1);
    expect((await db.emailToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } })).userId).toBe(account.id);
  });

  it("refuses an expired token and leaves the password alone", async () => {
    const account = await newStudent("recovery");
    const token = await requestReset(studentForgot, "/api/students/forgot-password", { email: account.email }, 1);
    await db.emailToken.update({
      where: { tokenHash: sha256(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const before = await passwordHash(account.email);
    const res = await call(studentReset, {
      path: "/api/students/reset-password",
      body: { token, password: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(INVALID_LINK);
    expect(await passwordHash(account.email)).toBe(before);
    expect((await me(account.token)).status).toBe(200);
  });

  it("refuses a student's token on the tutors/ endpoints", async () => {
    const account = await newStudent("recovery");
    const token = await requestReset(studentForgot, "/api/students/forgot-password", { email: account.email }, 1);
    const before = await passwordHash(account.email);
    const viaReset = await call(tutorReset, {
      path: "/api/tutors/reset-password",
      body: { email: account.email, token, password: NEW_PASSWORD },
    });
    expect(viaReset.status).toBe(400);
    expect(viaReset.body.message).toMatch(INVALID_LINK);
    const viaUpdate = await call(tutorUpdate, {
      path: "/api/tutors/update-password",
      body: { password: NEW_PASSWORD },
      token,
    });
    expect(viaUpdate.status).toBe(400);
    expect(await passwordHash(account.email)).toBe(before);
    expect((await me(account.token)).status).toBe(200);
    expect((await db.emailToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } })).usedAt).toBeNull();
    // The token still works where it belongs.
    expect(
      (await call(studentReset, { path: "/api/students/reset-password", body: { token, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it("a 7-character password is refused and does not use up the token", async () => {
    const account = await newStudent("recovery");
    const token = await requestReset(studentForgot, "/api/students/forgot-password", { email: account.email }, 1);
    const before = await passwordHash(account.email);
    const res = await call(studentReset, {
      path: "/api/students/reset-password",
      body: { token, password: "Abc12!x" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    expect(res.body.errors.password).toEqual(expect.any(String));
    expect(await passwordHash(account.email)).toBe(before);
    expect((await db.emailToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } })).usedAt).toBeNull();
    expect((await me(account.token)).status).toBe(200);

    const ok = await call(studentReset, {
      path: "/api/students/reset-password",
      body: { token, password: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    await expectPasswordReplaced(account, "student", [account.token]);
  });

  it("refuses a missing, unknown or verification token", async () => {
    const fields = studentFields();
    await signUp(fields);
    const verifyToken = new URL(await verificationLink(String(fields.email))).searchParams.get("token")!;
    for (const body of [
      { password: NEW_PASSWORD },
      { token: "not-a-real-token", password: NEW_PASSWORD },
      { token: verifyToken, password: NEW_PASSWORD },
    ]) {
      const res = await call(studentReset, { path: "/api/students/reset-password", body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/invalid/i);
    }
    // The verification token was not consumed by those attempts.
    expect((await openVerifyLink(await verificationLink(String(fields.email)))).location).toBe(
      `${APP_URL}/signin?verified=1`,
    );
  });

  it("lets only one of two simultaneous resets with the same token succeed", async () => {
    const account = await newStudent("recovery");
    const token = await requestReset(studentForgot, "/api/students/forgot-password", { email: account.email }, 1);
    const results = await Promise.all(
      ["Racer-One-Pass-1", "Racer-Two-Pass-2"].map((password) =>
        call(studentReset, { path: "/api/students/reset-password", body: { token, password } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? "Racer-One-Pass-1" : "Racer-Two-Pass-2";
    const loser = winner === "Racer-One-Pass-1" ? "Racer-Two-Pass-2" : "Racer-One-Pass-1";
    expect((await signInResponse(account.email, winner)).status).toBe(200);
    expect((await signInResponse(account.email, loser)).status).toBe(401);
  });

  it("a reset token is not a verification token", async () => {
    const fields = studentFields();
    const email = String(fields.email);
    await signUp(fields);
    await waitForMails(email, 1);
    const token = await requestReset(studentForgot, "/api/students/forgot-password", { email }, 2);
    const opened = await openVerifyLink(`${APP_URL}/api/auth/verify-email?token=${token}`);
    expect(opened.location).toBe(`${APP_URL}/signin?verified=0`);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull();
    expect((await db.emailToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } })).usedAt).toBeNull();
  });

  it("a newer reset link does not revive an older used one, and using one retires the others", async () => {
    const account = await newStudent("recovery");
    const first = await requestReset(studentForgot, "/api/students/forgot-password", { email: account.email }, 1);
    const secondToken = await requestReset(studentForgot, "/api/students/forgot-password", { email: account.email }, 2);
    expect(secondToken).not.toBe(first);
    expect(
      (
        await call(studentReset, {
          path: "/api/students/reset-password",
          body: { token: secondToken, password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const stale = await call(studentReset, {
      path: "/api/students/reset-password",
      body: { token: first, password: "Stale-Link-Pass-1" },
    });
    expect(stale.status).toBe(400);
    expect(await signInResponse(account.email, NEW_PASSWORD)).toMatchObject({ status: 200 });
  });

  it("a reset verifies an address that was never verified", async () => {
    const fields = studentFields();
    const email = String(fields.email);
    await signUp(fields);
    await waitForMails(email, 1);
    const token = await requestReset(studentForgot, "/api/students/forgot-password", { email }, 2);
    expect(
      (await call(studentReset, { path: "/api/students/reset-password", body: { token, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    expect((await signInResponse(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("students/forgot-password sends nothing to a tutor, and tutors/forgot-password nothing to a student", async () => {
    const student = await newStudent("recovery");
    const tutor = await newTutor();
    const a = await call(studentForgot, { path: "/api/students/forgot-password", body: { email: tutor.email } });
    const b = await call(tutorForgot, { path: "/api/tutors/forgot-password", body: { email: student.email } });
    const c = await call(tutorForgot, { path: "/api/tutors/forgot-password", body: { email: uniqueEmail("nobody") } });
    expect(a.status).toBe(200);
    expect(b).toMatchObject({ status: 200, body: a.body });
    expect(c).toMatchObject({ status: 200, body: a.body });
    expect(
      await db.mailOutbox.count({ where: { to: { in: [tutor.email, student.email] }, template: "reset-password" } }),
    ).toBe(0);
    expect(await db.emailToken.count({ where: { userId: { in: [tutor.id, student.id] }, purpose: "reset" } })).toBe(0);
  });

  it("validates the forgot-password body", async () => {
    const missing = await call(studentForgot, { path: "/api/students/forgot-password", body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Email is required");
    const bad = await call(studentForgot, { path: "/api/students/forgot-password", body: { email: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid email address");
    const badType = await call(genericForgot, {
      path: "/api/auth/forgot-password",
      body: { email: uniqueEmail(), user_type: "admin" },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.errors.user_type).toEqual(expect.any(String));
  });
});

describe("tutor password recovery", () => {
  it("resets through tutors/forgot-password and tutors/reset-password", async () => {
    const tutor = await newTutor();
    const token = await requestReset(tutorForgot, "/api/tutors/forgot-password", { email: tutor.email }, 1);
    expect(await db.emailToken.count({ where: { tokenHash: token } })).toBe(0);
    expect((await db.emailToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } })).userId).toBe(tutor.id);
    const res = await call(tutorReset, {
      path: "/api/tutors/reset-password",
      body: { email: tutor.email, token, password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    await expectPasswordReplaced(tutor, "tutor", [tutor.token]);
    const reused = await call(tutorReset, {
      path: "/api/tutors/reset-password",
      body: { token, password: "Yet-Another-Pass-1" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(INVALID_LINK);
  });

  it("resets through tutors/update-password with the token as Bearer", async () => {
    const tutor = await newTutor();
    const token = await requestReset(tutorForgot, "/api/tutors/forgot-password", { email: tutor.email }, 1);
    expect(
      (await call(tutorUpdate, { path: "/api/tutors/update-password", body: { password: NEW_PASSWORD }, token }))
        .status,
    ).toBe(200);
    await expectPasswordReplaced(tutor, "tutor", [tutor.token]);
  });

  it("resets through the generic calls with user_type tutor", async () => {
    const tutor = await newTutor();
    const token = await requestReset(
      genericForgot,
      "/api/auth/forgot-password",
      { email: tutor.email, user_type: "tutor" },
      1,
    );
    expect(
      (await call(genericReset, { path: "/api/auth/reset-password", body: { token, password: NEW_PASSWORD } })).status,
    ).toBe(200);
    await expectPasswordReplaced(tutor, "tutor", [tutor.token]);
  });

  it("refuses a tutor's token on the students/ endpoints", async () => {
    const tutor = await newTutor();
    const token = await requestReset(tutorForgot, "/api/tutors/forgot-password", { email: tutor.email }, 1);
    const before = await passwordHash(tutor.email);
    expect(
      (await call(studentReset, { path: "/api/students/reset-password", body: { token, password: NEW_PASSWORD } }))
        .status,
    ).toBe(400);
    expect(
      (await call(studentUpdate, { path: "/api/students/update-password", body: { password: NEW_PASSWORD }, token }))
        .status,
    ).toBe(400);
    expect(await passwordHash(tutor.email)).toBe(before);
    expect((await me(tutor.token)).status).toBe(200);
  });

  it("refuses an expired tutor token", async () => {
    const tutor = await newTutor();
    const token = await requestReset(tutorForgot, "/api/tutors/forgot-password", { email: tutor.email }, 1);
    await db.emailToken.update({
      where: { tokenHash: sha256(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await call(tutorReset, { path: "/api/tutors/reset-password", body: { token, password: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(INVALID_LINK);
    expect((await signInResponse(tutor.email, tutor.password, "tutor")).status).toBe(200);
  });
});

describe("resend verification", () => {
  const resend = (email: string) => call(resendHandler, { path: "/api/auth/resend-verification", body: { email } });

  it("mails an unverified student a new working link", async () => {
    const fields = studentFields();
    const email = String(fields.email);
    await signUp(fields);
    const firstLink = await verificationLink(email, 1);
    const res = await resend(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("If this email needs verifying, we have sent a new verification link to it.");
    const secondLink = await verificationLink(email, 2);
    expect(secondLink).not.toBe(firstLink);
    expect(secondLink.startsWith(`${APP_URL}/api/auth/verify-email?token=`)).toBe(true);
    const secondToken = new URL(secondLink).searchParams.get("token")!;
    expect(await db.emailToken.count({ where: { tokenHash: secondToken } })).toBe(0);
    expect(await db.emailToken.count({ where: { tokenHash: sha256(secondToken), purpose: "verify" } })).toBe(1);

    expect((await openVerifyLink(secondLink)).location).toBe(`${APP_URL}/signin?verified=1`);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    expect((await signInResponse(email, String(fields.password))).status).toBe(200);
  });

  it("answers identically for an unknown, a verified and a tutor address, without sending mail", async () => {
    const unverified = studentFields();
    await signUp(unverified);
    await waitForMails(String(unverified.email), 1);
    const reference = await resend(String(unverified.email));
    await waitForMails(String(unverified.email), 2);

    const verified = await newStudent("recovery");
    const tutor = await newTutor();
    const unknown = uniqueEmail("nobody");
    const outboxBefore = await db.mailOutbox.count({ where: { to: { in: [verified.email, tutor.email, unknown] } } });
    for (const email of [unknown, verified.email, tutor.email]) {
      const res = await resend(email);
      expect(res.status).toBe(reference.status);
      expect(res.body).toEqual(reference.body);
    }
    expect(await db.mailOutbox.count({ where: { to: { in: [verified.email, tutor.email, unknown] } } })).toBe(
      outboxBefore,
    );
    expect(
      await db.emailToken.count({
        where: { userId: { in: [verified.id, tutor.id] }, purpose: "verify", usedAt: null },
      }),
    ).toBe(0);
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(mailsTo(verified.email)).toHaveLength(0);
    expect(mailsTo(tutor.email)).toHaveLength(0);
  });
});
