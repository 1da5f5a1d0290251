// Security issue 16, accounts: the reset token is checked before the password is hashed,
// common passwords are refused, sign-in and change-password are rate limited without
// letting a stranger lock an owner out, sign-up answers alike for new and known addresses,
// and tutors verify their address and have bounded profile fields.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as changePasswordHandler } from "@/app/api/auth/change-password/route";
import { POST as genericReset } from "@/app/api/auth/reset-password/route";
import { POST as tutorRegister } from "@/app/api/auth/tutor/register/route";
import { POST as studentForgot } from "@/app/api/students/forgot-password/route";
import { POST as tutorReset } from "@/app/api/tutors/reset-password/route";
import type * as passwordModule from "@/server/auth/password";
import { hashPassword } from "@/server/auth/password";
import { randomToken, sha256 } from "@/server/auth/tokens";
import type * as outboxModule from "@/server/integrations/mailer/outbox";
import { enqueueMail } from "@/server/integrations/mailer/outbox";
import { getCoursePage } from "@/server/courses/course-page";
import {
  call,
  newStudent,
  openDb,
  randomIp,
  registerTutor,
  signUp,
  studentFields,
  uniqueEmail,
  type ApiResponse,
} from "../support/api";
import { subjectOf, waitForMails } from "../support/mail";
import { forgetSessionsOf } from "@/server/auth/session";

// The real hasher and outbox, watched: the tests count calls, and one slows the outbox.
vi.mock("@/server/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof passwordModule>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
vi.mock("@/server/integrations/mailer/outbox", async (importOriginal) => {
  const real = await importOriginal<typeof outboxModule>();
  return { ...real, enqueueMail: vi.fn(real.enqueueMail) };
});

const hasher = vi.mocked(hashPassword);
const outbox = vi.mocked(enqueueMail);
const db = openDb();
afterAll(() => db.$disconnect());
beforeEach(() => {
  hasher.mockClear();
  outbox.mockClear();
});

const TOO_COMMON = "This password is too common and easy to guess. Please choose a different one.";
const SIGNUP_MESSAGE = "Account created successfully! Please check your email to verify your account.";
const INVALID_LINK = /invalid or has expired/i;

/** A reset token for the account, made straight in the database. */
async function resetToken(userId: string, expiresInMs = 3_600_000): Promise<string> {
  const token = randomToken();
  await db.emailToken.create({
    data: { userId, purpose: "reset", tokenHash: sha256(token), expiresAt: new Date(Date.now() + expiresInMs) },
  });
  return token;
}
const passwordHashOf = async (id: string) =>
  (await db.user.findUniqueOrThrow({ where: { id }, omit: { passwordHash: false } })).passwordHash;
const change = (token: string, body: Record<string, unknown>, ip?: string) =>
  call(changePasswordHandler, { path: "/api/auth/change-password", token, body, ip });
const registerBody = (extra: Record<string, unknown> = {}) => ({
  email: uniqueEmail("tutor"),
  password: "Tutor-Pass-42",
  first_name: "Emeka",
  last_name: "Obi",
  ...extra,
});

describe("password reset checks the token before hashing", () => {
  it("refuses unknown, expired, used and wrong-role tokens without calling the hasher", async () => {
    const student = await newStudent("reset");
    const expired = await resetToken(student.id, -1000);
    const used = await resetToken(student.id);
    await db.emailToken.update({ where: { tokenHash: sha256(used) }, data: { usedAt: new Date() } });
    const valid = await resetToken(student.id);
    hasher.mockClear();

    for (const token of [randomToken(), expired, used]) {
      const res = await call(genericReset, {
        path: "/api/auth/reset-password",
        body: { token, password: "Fresh-Start-2026" },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(INVALID_LINK);
    }
    const wrongRole = await call(tutorReset, {
      path: "/api/tutors/reset-password",
      body: { token: valid, password: "Fresh-Start-2026" },
    });
    expect(wrongRole.status).toBe(400);
    expect(hasher).not.toHaveBeenCalled();

    const ok = await call(genericReset, {
      path: "/api/auth/reset-password",
      body: { token: valid, password: "Fresh-Start-2026" },
    });
    expect(ok.status).toBe(200);
    expect(hasher).toHaveBeenCalledTimes(1);
  });
});

describe("common passwords are refused", () => {
  const expectTooCommon = (res: ApiResponse, field: string) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: TOO_COMMON, error: "validation_error", errors: { [field]: TOO_COMMON } });
  };

  it.each(["password", "12345678", "Password1"])("on student sign-up (%j), creating nothing", async (password) => {
    const fields = studentFields({ password });
    expectTooCommon(await signUp(fields), "password");
    expect(await db.user.count({ where: { email: String(fields.email) } })).toBe(0);
  });

  it("on tutor registration", async () => {
    const body = registerBody({ password: "iloveyou" });
    expectTooCommon(await call(tutorRegister, { path: "/api/auth/tutor/register", body }), "password");
    expect(await db.user.count({ where: { email: body.email } })).toBe(0);
  });

  it("on reset, leaving the token usable", async () => {
    const student = await newStudent("reset-common");
    const token = await resetToken(student.id);
    expectTooCommon(
      await call(genericReset, { path: "/api/auth/reset-password", body: { token, password: "qwertyuiop" } }),
      "password",
    );
    expect((await db.emailToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } })).usedAt).toBeNull();
    expect(
      (await call(genericReset, { path: "/api/auth/reset-password", body: { token, password: "Fresh-Start-2026" } }))
        .status,
    ).toBe(200);
  });

  it("on change-password, for students and tutors, keeping the old hash", async () => {
    for (const account of [await newStudent("change-common"), await registerTutor()]) {
      const before = await passwordHashOf(account.id);
      expectTooCommon(
        await change(account.token, { current_password: account.password, new_password: "12345678" }),
        "new_password",
      );
      expect(await passwordHashOf(account.id)).toBe(before);
    }
  });
});

describe("change-password is rate limited", () => {
  it("answers 429 after 10 attempts in 15 minutes, even with the right current password", async () => {
    const account = await newStudent("change-limit");
    for (let i = 0; i < 10; i++) {
      const res = await change(
        account.token,
        { current_password: `Wrong-Current-${i}`, new_password: "Brand-New-Pass-1" },
        randomIp(),
      );
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    const limited = await change(account.token, {
      current_password: account.password,
      new_password: "Brand-New-Pass-1",
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("retry-after")).not.toBeNull();
    // Another account is not affected.
    const other = await newStudent("change-other");
    expect(
      (await change(other.token, { current_password: "Wrong-Current", new_password: "Brand-New-Pass-1" })).status,
    ).toBe(400);
  });
});

describe("sign-up answers alike for new and known addresses", () => {
  it("student sign-up: same answer; both hash the password and queue one mail", async () => {
    const fresh = studentFields();
    const newRes = await signUp(fresh);
    expect(hasher).toHaveBeenCalledTimes(1);
    expect(outbox.mock.calls.map(([, mail]) => mail.template)).toEqual(["verify-email"]);

    // A verified owner is mailed a notice (an unverified one gets a fresh link: unverified-signup.test.ts).
    forgetSessionsOf(
      (await db.user.update({ where: { email: String(fresh.email) }, data: { emailVerifiedAt: new Date() } })).id,
    );
    hasher.mockClear();
    outbox.mockClear();
    const knownRes = await signUp(
      studentFields({ email: fresh.email, first_name: "Someone", password: "Other-Pass-42" }),
    );
    expect(hasher).toHaveBeenCalledTimes(1);
    expect(outbox.mock.calls.map(([, mail]) => mail.template)).toEqual(["account-exists"]);
    expect(knownRes.status).toBe(201);
    expect(knownRes.body).toEqual(newRes.body);
    expect(knownRes.text).toBe(newRes.text);
  });

  it("tutor registration: 201 with the sign-up message and no token for both; the known owner is mailed a notice", async () => {
    const body = registerBody();
    const newRes = await call(tutorRegister, { path: "/api/auth/tutor/register", body });
    expect(hasher).toHaveBeenCalledTimes(1);
    expect(outbox.mock.calls.map(([, mail]) => mail.template)).toEqual(["verify-email"]);

    forgetSessionsOf(
      (await db.user.update({ where: { email: body.email }, data: { emailVerifiedAt: new Date() } })).id,
    );
    hasher.mockClear();
    outbox.mockClear();
    const knownRes = await call(tutorRegister, {
      path: "/api/auth/tutor/register",
      body: { ...body, password: "Other-Pass-42" },
    });
    expect(hasher).toHaveBeenCalledTimes(1);
    expect(outbox.mock.calls.map(([, mail]) => mail.template)).toEqual(["account-exists"]);
    for (const res of [newRes, knownRes]) {
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: SIGNUP_MESSAGE });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // Both mails arrive; the mail job may deliver them in either order.
    const mails = await waitForMails(body.email, 2);
    expect(mails.map((m) => subjectOf(m.raw)).sort()).toEqual([
      "Verify your ExamPrep email address",
      "You already have an ExamPrep account",
    ]);
  });

  describe("forgot-password", () => {
    it("answers a known address without waiting for the reset mail, so its timing matches an unknown one", async () => {
      const student = await newStudent("forgot-timing");
      const real = (await vi.importActual<typeof outboxModule>("@/server/integrations/mailer/outbox")).enqueueMail;
      // A slow outbox write: an answer that waited for it would take at least this long.
      outbox.mockImplementationOnce(async (...args) => {
        await new Promise((r) => setTimeout(r, 2000));
        return real(...args);
      });
      const started = performance.now();
      const known = await call(studentForgot, {
        path: "/api/students/forgot-password",
        body: { email: student.email },
      });
      const knownMs = performance.now() - started;
      const unknown = await call(studentForgot, {
        path: "/api/students/forgot-password",
        body: { email: uniqueEmail("nobody") },
      });
      expect(known.status).toBe(200);
      expect(known.text).toBe(unknown.text);
      expect(knownMs).toBeLessThan(1500);
      // The mail still goes out.
      const [mail] = await waitForMails(student.email, 1);
      expect(subjectOf(mail!.raw)).toBe("Reset your ExamPrep password");
    });
  });
});

describe("tutor fields are bounded and shown", () => {
  it("refuses a 5,000-character name, an over-long bio and expertise, creating nothing", async () => {
    for (const extra of [
      { first_name: "A".repeat(5000) },
      { raw_user_meta_data: { last_name: "B".repeat(51) }, last_name: undefined },
      { bio: "x".repeat(2001) },
      { expertise: "y".repeat(201) },
    ]) {
      const body = registerBody(extra);
      const res = await call(tutorRegister, { path: "/api/auth/tutor/register", body });
      expect(res.status, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect(res.body.error).toBe("validation_error");
      expect(res.body.message).toMatch(/must be at most \d+ characters/);
      expect(await db.user.count({ where: { email: body.email } })).toBe(0);
    }
  });

  it("puts the owner's bio and expertise in the course page's data", async () => {
    const tutor = await registerTutor({
      bio: "WAEC physics examiner since 2015",
      expertise: "Physics, Further Mathematics",
    });
    const owner = await db.user.findUniqueOrThrow({ where: { id: tutor.id } });
    const course = await db.course.create({
      data: {
        ownerId: tutor.id,
        status: "published",
        instructor: owner.displayName,
        title: "Mechanics",
        description: "Forces",
        level: "Beginner",
        category: "Physics",
        price: 0,
        originalPrice: 0,
      },
    });
    const page = await getCoursePage(course.id);
    expect(page?.instructorProfile).toEqual({
      bio: "WAEC physics examiner since 2015",
      expertise: "Physics, Further Mathematics",
    });
  });
});
