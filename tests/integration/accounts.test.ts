// Accounts API: student sign-up and e-mail verification, sign-in, tutors, sessions and
// the settings password change (docs/product-spec.md parts 5 and 7, docs/contract.md "HTTP API").
import { createHash, randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as changePasswordHandler } from "@/app/api/auth/change-password/route";
import { POST as forgotPassword } from "@/app/api/students/forgot-password/route";
import { POST as logoutHandler } from "@/app/api/auth/logout/route";
import { GET as meHandler } from "@/app/api/auth/me/route";
import { POST as tutorRegister } from "@/app/api/auth/tutor/register/route";
import { POST as signupHandler } from "@/app/api/students/signup/route";
import { verifyPassword } from "@/server/auth/password";
import {
  APP_URL,
  SESSION_COOKIE,
  call,
  openDb,
  openVerifyLink,
  registerTutor,
  setCookie,
  signIn,
  signInResponse,
  signUp,
  signUpAndVerify,
  studentFields,
  uniqueEmail,
  verificationLink,
  type JsonBody,
} from "../support/api";
import { linksIn, mailsTo, subjectOf, textPart, waitForMails } from "../support/mail";

const db = openDb();
afterAll(() => db.$disconnect());

const SIGNUP_MESSAGE = "Account created successfully! Please check your email to verify your account.";
const INVALID_CREDENTIALS = { message: "Invalid email or password", error: "unauthorized" };
const NOT_VERIFIED = { message: "Email not verified. Please check your email.", error: "email_not_verified" };
const INVALID_TOKEN = { message: "Invalid or expired token", error: "unauthorized" };

const me = (auth: { token?: string; cookie?: string }) => call(meHandler, { path: "/api/auth/me", ...auth });
const userRow = (email: string) => db.user.findUnique({ where: { email }, omit: { passwordHash: false } });
const outboxFor = (email: string) => db.mailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown, keys: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, keys));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      keys.push(k);
      allKeys(v, keys);
    }
  }
  return keys;
}

describe("student sign-up and e-mail verification", () => {
  it("creates an unverified student with an argon2id hash and mails one verification link", async () => {
    const email = uniqueEmail("signup");
    const mixedCase = email.replace("signup", "SignUp").replace("example.com", "Example.COM");
    const fields = studentFields({
      email: `  ${mixedCase} `,
      first_name: " Adaeze ",
      last_name: "nwosu",
      display_name: undefined,
    });
    const res = await signUp(fields);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: SIGNUP_MESSAGE });

    expect(await db.user.count({ where: { email: mixedCase } })).toBe(0);
    const user = await userRow(email);
    expect(user).not.toBeNull();
    expect(user!.role).toBe("student");
    expect(user!.emailVerifiedAt).toBeNull();
    expect(user!.firstName).toBe("Adaeze");
    expect(user!.lastName).toBe("nwosu");
    expect(user!.displayName).toBe("Adaeze N.");
    expect(user!.academicLevel).toBe("Senior Secondary 2");
    expect(user!.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(user!.passwordHash).not.toContain(String(fields.password));
    expect(await verifyPassword(user!.passwordHash, String(fields.password))).toBe(true);

    const tokens = await db.emailToken.findMany({ where: { userId: user!.id } });
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.purpose).toBe("verify");
    expect(tokens[0]!.usedAt).toBeNull();

    const [mail] = await waitForMails(email);
    expect(mail!.to).toEqual([email]);
    expect(subjectOf(mail!.raw)).toBe("Verify your ExamPrep email address");
    const links = linksIn(mail!);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(
      new RegExp(
        `^${APP_URL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/api/auth/verify-email\\?token=[A-Za-z0-9_-]{20,}$`,
      ),
    );
    expect(textPart(mail!.raw)).toContain("Adaeze");
  });

  it("keeps a display name that is given", async () => {
    const fields = studentFields({ display_name: "  Ada the Great  " });
    expect((await signUp(fields)).status).toBe(201);
    expect((await userRow(String(fields.email)))!.displayName).toBe("Ada the Great");
  });

  it("uses the default display name for a blank one", async () => {
    const fields = studentFields({ display_name: "   ", first_name: "Tunde", last_name: "bakare" });
    expect((await signUp(fields)).status).toBe(201);
    expect((await userRow(String(fields.email)))!.displayName).toBe("Tunde B.");
  });

  it("refuses sign-in until the address is verified, then verifies it once through the mailed link", async () => {
    const fields = studentFields();
    const email = String(fields.email);
    const password = String(fields.password);
    expect((await signUp(fields)).status).toBe(201);

    const before = await signInResponse(email, password);
    expect(before.status).toBe(401);
    expect(before.body).toEqual(NOT_VERIFIED);
    expect(setCookie(before.headers, SESSION_COOKIE)).toBeNull();

    const wrong = await signInResponse(email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(INVALID_CREDENTIALS);
    expect(await db.session.count({ where: { user: { email } } })).toBe(0);

    const link = await verificationLink(email);
    const first = await openVerifyLink(link);
    expect(first.status).toBe(303);
    expect(first.location).toBe(`${APP_URL}/signin?verified=1`);
    const verified = await userRow(email);
    expect(verified!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(Math.abs(verified!.emailVerifiedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const token = await db.emailToken.findFirstOrThrow({ where: { userId: verified!.id, purpose: "verify" } });
    expect(token.usedAt).not.toBeNull();

    const again = await openVerifyLink(link);
    expect(again.status).toBe(303);
    expect(again.location).toBe(`${APP_URL}/signin?verified=0`);
    expect((await userRow(email))!.emailVerifiedAt).toEqual(verified!.emailVerifiedAt);

    const after = await signInResponse(email, password);
    expect(after.status).toBe(200);
    expect(after.body.user.email).toBe(email);
  });

  it("redirects an unknown, empty or missing token to verified=0", async () => {
    for (const query of ["?token=definitely-not-a-real-token", "?token=", "", `?token=${"x".repeat(500)}`]) {
      const res = await openVerifyLink(`${APP_URL}/api/auth/verify-email${query}`);
      expect(res.status).toBe(303);
      expect(res.location).toBe(`${APP_URL}/signin?verified=0`);
    }
  });

  it("redirects an expired verification link to verified=0 and leaves the address unverified", async () => {
    const fields = studentFields();
    const email = String(fields.email);
    await signUp(fields);
    const link = await verificationLink(email);
    const user = (await userRow(email))!;
    await db.emailToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await openVerifyLink(link)).location).toBe(`${APP_URL}/signin?verified=0`);
    expect((await userRow(email))!.emailVerifiedAt).toBeNull();
  });
});

describe("no account enumeration", () => {
  it("answers a sign-up for a registered e-mail exactly like a new one, and mails a notice instead", async () => {
    const existing = await signUpAndVerify({ first_name: "Bola" });
    const original = (await userRow(existing.email))!;

    const fresh = await signUp(studentFields());
    const repeat = await signUp(
      studentFields({ email: existing.email.toUpperCase(), first_name: "Impostor", password: "Another-Pass-1" }),
    );
    expect(repeat.status).toBe(fresh.status);
    expect(repeat.body).toEqual(fresh.body);
    expect(repeat.headers.get("content-type")).toBe(fresh.headers.get("content-type"));

    expect(await db.user.count({ where: { email: { equals: existing.email, mode: "insensitive" } } })).toBe(1);
    const after = (await userRow(existing.email))!;
    expect(after.passwordHash).toBe(original.passwordHash);
    expect(after.firstName).toBe("Bola");
    expect(await db.emailToken.count({ where: { userId: original.id } })).toBe(1);

    const mails = await waitForMails(existing.email, 2);
    expect(mails).toHaveLength(2);
    const notice = mails[1]!;
    expect(subjectOf(notice.raw)).toBe("You already have an ExamPrep account");
    expect(textPart(notice.raw)).toContain("Bola");
    expect(textPart(notice.raw)).not.toContain("Impostor");
    const links = linksIn(notice);
    expect(links).toEqual([`${APP_URL}/signin`]);
    expect(notice.raw).not.toContain("verify-email");
  });

  it("answers forgot-password for an unknown e-mail exactly like for a known one, and sends no mail", async () => {
    const known = await signUpAndVerify();
    const unknown = uniqueEmail("nobody");
    const a = await call(forgotPassword, { path: "/api/students/forgot-password", body: { email: known.email } });
    const b = await call(forgotPassword, { path: "/api/students/forgot-password", body: { email: unknown } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(a.body.message).toMatch(/If an account exists/);

    await waitForMails(known.email, 2);
    expect(await outboxFor(unknown)).toHaveLength(0);
    expect(mailsTo(unknown)).toHaveLength(0);
  });
});

describe("sign-up validation", () => {
  const cases: { name: string; fields: (marker: string) => Record<string, unknown>; field: string; message: string }[] =
    [
      {
        name: "missing first_name",
        fields: () => ({ first_name: undefined }),
        field: "first_name",
        message: "First name is required",
      },
      {
        name: "blank first_name",
        fields: () => ({ first_name: "   " }),
        field: "first_name",
        message: "First name is required",
      },
      {
        name: "missing last_name",
        fields: () => ({ last_name: undefined }),
        field: "last_name",
        message: "Last name is required",
      },
      { name: "missing email", fields: () => ({ email: undefined }), field: "email", message: "Email is required" },
      { name: "empty email", fields: () => ({ email: "  " }), field: "email", message: "Email is required" },
      {
        name: "bad email",
        fields: (m) => ({ email: `${m}.example.com` }),
        field: "email",
        message: "Please enter a valid email address",
      },
      {
        name: "email with a space",
        fields: (m) => ({ email: `${m} x@example.com` }),
        field: "email",
        message: "Please enter a valid email address",
      },
      {
        name: "short password",
        fields: () => ({ password: "Abc1234" }),
        field: "password",
        message: "Password must be at least 8 characters long",
      },
      {
        name: "missing academic_level",
        fields: () => ({ academic_level: undefined }),
        field: "academic_level",
        message: "Academic level is required",
      },
      {
        name: "unknown academic_level",
        fields: () => ({ academic_level: "Year 12" }),
        field: "academic_level",
        message: "Please choose an academic level from the list",
      },
      { name: "number for email", fields: () => ({ email: 12345 }), field: "email", message: "Email is required" },
      {
        name: "markup in first_name",
        fields: () => ({ first_name: "<script>alert(1)</script>" }),
        field: "first_name",
        message: "First name cannot contain < or >, line breaks or other control characters",
      },
      {
        name: "a control character in display_name",
        fields: () => ({ display_name: "Ada\u0007" }),
        field: "display_name",
        message: "Display name cannot contain < or >, line breaks or other control characters",
      },
      {
        name: "number for first_name",
        fields: () => ({ first_name: 42 }),
        field: "first_name",
        message: "First name is required",
      },
      {
        name: "object for password",
        fields: () => ({ password: { length: 20 } }),
        field: "password",
        message: "Password is required",
      },
    ];

  it.each(cases)("$name → 400 with the part-5 message and nothing written", async ({ fields, field, message }) => {
    const marker = `marker${Math.random().toString(36).slice(2, 10)}`;
    const body = studentFields({ last_name: marker, ...fields(marker) });
    for (const [k, v] of Object.entries(body)) if (v === undefined) delete (body as Record<string, unknown>)[k];
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.error).toBe("validation_error");
    expect(res.body.errors[field]).toBe(message);
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "__none__";
    expect(await db.user.count({ where: { OR: [{ email }, { lastName: marker }] } })).toBe(0);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it("reports the first failing rule in the spec's order, with every field in errors", async () => {
    const res = await signUp({ email: "nope", password: "short" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("First name is required");
    expect(res.body.errors).toMatchObject({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters long",
      academic_level: "Academic level is required",
    });
  });

  const rawBodies: { name: string; raw: string; error: string }[] = [
    { name: "malformed JSON", raw: '{"first_name": "Ada", ', error: "malformed_json" },
    { name: "a JSON array", raw: JSON.stringify([studentFields()]), error: "bad_request" },
    { name: "JSON null", raw: "null", error: "bad_request" },
    { name: "a JSON string", raw: '"hello"', error: "bad_request" },
    { name: "a JSON number", raw: "42", error: "bad_request" },
  ];

  it.each(rawBodies)("$name → 400 $error, never a 500", async ({ raw, error }) => {
    const res = await call(signupHandler, {
      path: "/api/students/signup",
      rawBody: raw,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect(typeof res.body.message).toBe("string");
    expect(res.text).not.toMatch(/at .*\.ts|prisma|stack/i);
  });

  it("an empty body is a validation error, not a crash", async () => {
    const res = await call(signupHandler, { path: "/api/students/signup", method: "POST" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    expect(res.body.message).toBe("First name is required");
  });
});

describe("sign-in", () => {
  it("answers the contract's shape, sets the session cookie and never shows a password hash", async () => {
    const account = await signUpAndVerify({ first_name: "Ngozi", last_name: "Eze", academic_level: "Post Secondary" });
    const res = await signInResponse(account.email.toUpperCase(), account.password);
    expect(res.status).toBe(200);
    const body: JsonBody = res.body;
    expect(body.message).toEqual(expect.any(String));
    expect(body.token).toEqual(expect.any(String));
    expect(body.token.length).toBeGreaterThan(40);
    expect(body.session.access_token).toBe(body.token);
    expect(body.session.token_type).toBe("bearer");
    const weekAhead = Date.now() / 1000 + 7 * 24 * 3600;
    expect(Number.isInteger(body.session.expires_at)).toBe(true);
    expect(Math.abs(body.session.expires_at - weekAhead)).toBeLessThan(120);

    const row = (await userRow(account.email))!;
    expect(body.user).toMatchObject({
      id: row.id,
      email: account.email,
      first_name: "Ngozi",
      last_name: "Eze",
      display_name: "Ngozi E.",
      academic_level: "Post Secondary",
      profile_picture: null,
      role: "student",
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    });
    const keys = allKeys(body);
    expect(keys.filter((k) => /password|hash/i.test(k))).toEqual([]);
    expect(res.text).not.toContain("$argon2");
    expect(res.text).not.toContain(account.password);

    const cookie = setCookie(res.headers, SESSION_COOKIE);
    expect(cookie).not.toBeNull();
    expect(cookie!.value).toBe(body.token);
    const attributes = cookie!.attributes.map((a) => a.toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes).toContain(`max-age=${7 * 24 * 3600}`);

    const sessions = await db.session.findMany({ where: { userId: row.id, revokedAt: null } });
    expect(sessions).toHaveLength(2); // signUpAndVerify signed in once too
    for (const s of sessions) expect(s.tokenHash).not.toBe(body.token);
  });

  it("accepts the token as Bearer and as the cookie on GET /api/auth/me", async () => {
    const account = await signUpAndVerify();
    const bearer = await me({ token: account.token });
    expect(bearer.status).toBe(200);
    expect(bearer.body.user).toMatchObject({ id: account.id, email: account.email, role: "student" });
    const cookie = await me({ cookie: account.token });
    expect(cookie.status).toBe(200);
    expect(cookie.body.user.id).toBe(account.id);
    expect(allKeys(bearer.body).filter((k) => /password|hash/i.test(k))).toEqual([]);
  });

  it("answers 401 for a garbage, tampered, missing or wrong-scheme token", async () => {
    const account = await signUpAndVerify();
    const tampered = account.token.slice(0, -4) + (account.token.endsWith("AAAA") ? "BBBB" : "AAAA");
    for (const auth of [{ token: "garbage" }, { token: tampered }, { cookie: "garbage" }, {}]) {
      const res = await me(auth);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_TOKEN);
    }
    const basic = await call(meHandler, { path: "/api/auth/me", headers: { authorization: `Basic ${account.token}` } });
    expect(basic.status).toBe(401);
  });

  it("answers unknown e-mails and wrong passwords alike", async () => {
    const account = await signUpAndVerify();
    const wrong = await signInResponse(account.email, "Wrong-Password-1");
    const unknown = await signInResponse(uniqueEmail("ghost"), "Wrong-Password-1");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(INVALID_CREDENTIALS);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(INVALID_CREDENTIALS);
  });

  it("keeps students and tutors to their own sign-in endpoints", async () => {
    const student = await signUpAndVerify();
    const tutor = await registerTutor();
    const studentAsTutor = await signInResponse(student.email, student.password, "tutor");
    expect(studentAsTutor.status).toBe(401);
    expect(studentAsTutor.body).toEqual(INVALID_CREDENTIALS);
    const tutorAsStudent = await signInResponse(tutor.email, tutor.password, "student");
    expect(tutorAsStudent.status).toBe(401);
    expect(tutorAsStudent.body).toEqual(INVALID_CREDENTIALS);
    expect(setCookie(tutorAsStudent.headers, SESSION_COOKIE)).toBeNull();
  });

  it("validates the sign-in body", async () => {
    const noPassword = await signInResponse(uniqueEmail(), "");
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors.password).toBe("Password is required");
    const badEmail = await signInResponse("not-an-email", "whatever-123");
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe("Please enter a valid email address");
  });
});

describe("tutor registration", () => {
  it("fills missing fields from raw_user_meta_data, creates an unverified tutor and mails a verification link", async () => {
    const email = uniqueEmail("tutor");
    const res = await call(tutorRegister, {
      path: "/api/auth/tutor/register",
      body: {
        email: email.toUpperCase(),
        password: "Tutor-Pass-42",
        raw_user_meta_data: {
          role: "tutor",
          first_name: "Folake",
          last_name: "Adeyemi",
          bio: "WAEC chemistry examiner",
          expertise: "Chemistry",
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: SIGNUP_MESSAGE });
    expect(setCookie(res.headers, SESSION_COOKIE)).toBeNull();

    const row = (await userRow(email))!;
    expect(row.role).toBe("tutor");
    expect(row.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(row.emailVerifiedAt).toBeNull();
    const profile = await db.tutorProfile.findUnique({ where: { userId: row.id } });
    expect(profile).toMatchObject({ bio: "WAEC chemistry examiner", expertise: "Chemistry" });

    // Unverified: the right password gets the students' answer.
    const early = await signInResponse(email, "Tutor-Pass-42", "tutor");
    expect(early.status).toBe(401);
    expect(early.body).toEqual(NOT_VERIFIED);
    expect(setCookie(early.headers, SESSION_COOKIE)).toBeNull();

    const link = await verificationLink(email);
    expect(link.startsWith(`${APP_URL}/api/auth/verify-email?token=`)).toBe(true);
    expect((await openVerifyLink(link)).location).toBe(`${APP_URL}/signin?verified=1`);

    const login = await signInResponse(email, "Tutor-Pass-42", "tutor");
    expect(login.status).toBe(200);
    expect(login.body.session.access_token).toBe(login.body.token);
    expect(login.body.user).toMatchObject({
      id: row.id,
      email,
      first_name: "Folake",
      last_name: "Adeyemi",
      display_name: "Folake A.",
      role: "tutor",
      profile_picture: null,
      bio: "WAEC chemistry examiner",
      expertise: "Chemistry",
    });
    expect(allKeys(login.body).filter((k) => /password|hash/i.test(k))).toEqual([]);

    const session = await me({ token: login.body.token });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ role: "tutor", bio: "WAEC chemistry examiner", expertise: "Chemistry" });
  });

  it("prefers top-level fields over raw_user_meta_data", async () => {
    const tutor = await registerTutor({
      first_name: "Kunle",
      raw_user_meta_data: { first_name: "Ignored", last_name: "Meta", bio: "meta bio" },
      bio: "Top bio",
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: tutor.id }, include: { tutorProfile: true } });
    expect(row.firstName).toBe("Kunle");
    expect(row.lastName).toBe("Obi");
    expect(row.tutorProfile).toMatchObject({ bio: "Top bio", expertise: "Physics" });
  });

  it("answers an already registered e-mail as a new one, mails its owner a notice and creates nothing", async () => {
    const tutor = await registerTutor();
    const again = await call(tutorRegister, {
      path: "/api/auth/tutor/register",
      body: { email: tutor.email, password: "Other-Pass-42", first_name: "X", last_name: "Y" },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ message: SIGNUP_MESSAGE });
    expect(await db.user.count({ where: { email: tutor.email } })).toBe(1);
    expect(await verifyPassword((await userRow(tutor.email))!.passwordHash, tutor.password)).toBe(true);
    const [, notice] = await waitForMails(tutor.email, 2);
    expect(subjectOf(notice!.raw)).toBe("You already have an ExamPrep account");

    const student = await signUpAndVerify();
    const overStudent = await call(tutorRegister, {
      path: "/api/auth/tutor/register",
      body: { email: student.email, password: "Other-Pass-42", first_name: "X", last_name: "Y" },
    });
    expect(overStudent.status).toBe(201);
    expect(overStudent.body).toEqual({ message: SIGNUP_MESSAGE });
    expect((await userRow(student.email))!.role).toBe("student");
    expect(subjectOf((await waitForMails(student.email, 2))[1]!.raw)).toBe("You already have an ExamPrep account");
  });

  it("requires names and an 8-character password", async () => {
    const noNames = await call(tutorRegister, {
      path: "/api/auth/tutor/register",
      body: { email: uniqueEmail(), password: "Tutor-Pass-42" },
    });
    expect(noNames.status).toBe(400);
    expect(noNames.body.errors).toMatchObject({
      first_name: "First name is required",
      last_name: "Last name is required",
    });
    const email = uniqueEmail();
    const short = await call(tutorRegister, {
      path: "/api/auth/tutor/register",
      body: { email, password: "short", first_name: "A", last_name: "B" },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 8 characters long");
    expect(await userRow(email)).toBeNull();
  });
});

describe("sessions are revocable", () => {
  it("logout revokes the session row and the token stops working", async () => {
    const account = await signUpAndVerify();
    const other = await signIn(account.email, account.password);
    const res = await call(logoutHandler, { path: "/api/auth/logout", method: "POST", token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    const cleared = setCookie(res.headers, SESSION_COOKIE);
    expect(cleared?.value).toBe("");
    expect(cleared?.attributes.map((a) => a.toLowerCase())).toContain("max-age=0");

    const sessions = await db.session.findMany({ where: { userId: account.id }, orderBy: { createdAt: "asc" } });
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.revokedAt).not.toBeNull();
    expect(sessions[1]!.revokedAt).toBeNull();

    expect((await me({ token: account.token })).status).toBe(401);
    expect((await me({ cookie: account.token })).body).toEqual(INVALID_TOKEN);
    expect((await me({ token: other })).status).toBe(200);

    const again = await call(logoutHandler, { path: "/api/auth/logout", method: "POST", token: account.token });
    expect(again.status).toBe(200);
  });

  it("logout with the session cookie revokes that session", async () => {
    const account = await signUpAndVerify();
    const res = await call(logoutHandler, {
      path: "/api/auth/logout",
      method: "POST",
      cookie: account.token,
      headers: { origin: new URL(APP_URL).origin },
    });
    expect(res.status).toBe(200);
    expect((await db.session.findFirstOrThrow({ where: { userId: account.id } })).revokedAt).not.toBeNull();
    expect((await me({ token: account.token })).status).toBe(401);
  });

  it("an expired session row is refused", async () => {
    const account = await signUpAndVerify();
    expect((await me({ token: account.token })).status).toBe(200);
    // Written on another connection, as another server process would: PostgreSQL tells this one.
    await db.session.updateMany({ where: { userId: account.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await vi.waitFor(async () => {
      const res = await me({ token: account.token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_TOKEN);
    });
  });

  it("a token is refused once its own expiry passes, even after it was accepted", async () => {
    const account = await signUpAndVerify();
    const secret = randomBytes(32).toString("base64url");
    const session = await db.session.create({
      data: {
        userId: account.id,
        tokenHash: createHash("sha256").update(secret).digest("hex"),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const shortLived = await encode({
      token: { sid: session.id, sk: secret, sub: account.id },
      secret: process.env.AUTH_SECRET!,
      maxAge: 2,
    });
    expect((await me({ token: shortLived })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2_100));
    const res = await me({ token: shortLived });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_TOKEN);
  });

  it("a token whose session row is gone is refused", async () => {
    const account = await signUpAndVerify();
    expect((await me({ token: account.token })).status).toBe(200);
    await db.session.deleteMany({ where: { userId: account.id } });
    await vi.waitFor(async () => expect((await me({ token: account.token })).status).toBe(401));
  });
});

describe("change password", () => {
  const change = (token: string | undefined, body: unknown) =>
    call(changePasswordHandler, { path: "/api/auth/change-password", body, token });

  it("refuses a wrong current password and keeps the hash", async () => {
    const account = await signUpAndVerify();
    const before = (await userRow(account.email))!.passwordHash;
    const res = await change(account.token, {
      current_password: "Not-The-Password-1",
      new_password: "Brand-New-Pass-1",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Current password is incorrect.");
    expect(res.body.errors).toEqual({ current_password: "Current password is incorrect." });
    expect((await userRow(account.email))!.passwordHash).toBe(before);
    expect((await me({ token: account.token })).status).toBe(200);
  });

  it("changes the password and signs out every other session", async () => {
    const account = await signUpAndVerify();
    const other = await signIn(account.email, account.password);
    const tutor = await registerTutor();
    const res = await change(account.token, { current_password: account.password, new_password: "Brand-New-Pass-1" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password changed successfully!");

    const row = (await userRow(account.email))!;
    expect(row.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(row.passwordHash, "Brand-New-Pass-1")).toBe(true);
    expect((await signInResponse(account.email, account.password)).status).toBe(401);
    expect((await signInResponse(account.email, "Brand-New-Pass-1")).status).toBe(200);

    expect((await me({ token: account.token })).status).toBe(200);
    expect((await me({ token: other })).status).toBe(401);
    const sessions = await db.session.findMany({ where: { userId: account.id }, orderBy: { createdAt: "asc" } });
    expect(sessions.map((s) => s.revokedAt === null)).toEqual([true, false, true]);
    // Someone else's session is untouched.
    expect((await me({ token: tutor.token })).status).toBe(200);
  });

  it("requires 8 characters for the new password", async () => {
    const account = await signUpAndVerify();
    const before = (await userRow(account.email))!.passwordHash;
    const res = await change(account.token, { current_password: account.password, new_password: "Abcde1!" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password must be at least 8 characters long.");
    expect(res.body.errors.new_password).toBe("Password must be at least 8 characters long.");
    expect((await userRow(account.email))!.passwordHash).toBe(before);
  });

  it("needs a session", async () => {
    const res = await change(undefined, { current_password: "x", new_password: "Brand-New-Pass-1" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_TOKEN);
  });

  it("works for tutors too", async () => {
    const tutor = await registerTutor();
    const res = await change(tutor.token, { current_password: tutor.password, new_password: "Tutor-New-Pass-1" });
    expect(res.status).toBe(200);
    expect((await signInResponse(tutor.email, "Tutor-New-Pass-1", "tutor")).status).toBe(200);
  });
});
