import "server-only";
import { hashPassword, verifyPassword } from "../auth/password";
import { createSession, forgetSessionsOf, revokeSession, revokeUserSessions } from "../auth/session";
import { randomToken, sha256 } from "../auth/tokens";
import { db } from "../db";
import { env } from "../env";
import type { Prisma } from "../generated/prisma/client";
import { AppError } from "../errors";
import { enqueueMail } from "../integrations/mailer/outbox";
import { requestMailDelivery } from "../jobs/mail-deliver";
import { log } from "../log";
import { toUserDto, userRowSelect } from "./users";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { defaultDisplayName, messages, type StudentSignup, type TutorRegistration } from "@/lib/validation/auth";

// Sign-up, sign-in, e-mail verification and password recovery for students and tutors.
// Answers never reveal whether an e-mail address has an account.

type Role = "student" | "tutor";
type Tx = Prisma.TransactionClient;
type RequestMeta = { ip?: string | null; userAgent?: string | null };

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

export const SIGNUP_MESSAGE = "Account created successfully! Please check your email to verify your account.";
export const LAB_SIGNUP_MESSAGE =
  "Account created successfully! On this school network there is no e-mail: sign in now.";
export const RESET_REQUESTED_MESSAGE = "If an account exists for this email, we have sent a password reset link to it.";
export const RESEND_MESSAGE = "If this email needs verifying, we have sent a new verification link to it.";
export const INVALID_CREDENTIALS = "Invalid email or password";
export const NOT_VERIFIED = "Email not verified. Please check your email.";
export const INVALID_RESET_TOKEN =
  "This password reset link is invalid or has expired. Please request a new password reset.";

const verifyLink = (token: string) => `${env.APP_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
const resetLink = (token: string) =>
  `${env.APP_URL}/reset-password#access_token=${encodeURIComponent(token)}&type=recovery`;

async function issueEmailToken(tx: Tx, userId: string, purpose: "verify" | "reset"): Promise<string> {
  const token = randomToken();
  const ttl = purpose === "verify" ? VERIFY_TTL_MS : RESET_TTL_MS;
  await tx.emailToken.create({
    data: { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttl) },
  });
  return token;
}

/** Wrong password, unknown address or wrong role: the one failure sign-in rate limits count. */
export class WrongCredentialsError extends AppError {
  constructor() {
    super("unauthorized", INVALID_CREDENTIALS);
  }
}

/** A new password must not be on the common-password list; `field` names it in the 400. */
async function assertPasswordNotCommon(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError("validation_error", messages.passwordTooCommon, {
      fieldErrors: { [field]: messages.passwordTooCommon },
    });
  }
}

/**
 * Runs work whose outcome the answer must not reveal after the answer has gone, so that
 * the answer takes the same time whether or not there was work to do.
 */
function afterAnswer(what: string, work: () => Promise<void>): void {
  void work().catch((err: unknown) => log.error(`${what} failed`, { err }));
}

// A hash to verify against when the e-mail is unknown, so both cases take the same time.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomToken()));

async function loginResponse(user: Parameters<typeof toUserDto>[0], meta: RequestMeta, message: string) {
  const { token, expiresAt } = await createSession(user.id, meta);
  return {
    message,
    token,
    session: { access_token: token, token_type: "bearer" as const, expires_at: Math.floor(expiresAt.getTime() / 1000) },
    user: toUserDto(user),
  };
}
export type LoginResponse = Awaited<ReturnType<typeof loginResponse>>;

type NewAccount = { email: string; password: string; firstName: string };
/** `verifyAtOnce`: lab mode (env.LAB_MODE), where no verification mail can arrive. */
type SignUpOptions = { verifyAtOnce?: boolean };

/**
 * Sign-up for either role: an unverified account and a verification mail, or, when the
 * address has an account already, a fresh verification link when it was never verified, or
 * else a notice to its owner, and no second account. All
 * branches hash the password and put one mail in the outbox, so they answer alike in
 * content and in time.
 */
async function signUp(
  account: NewAccount,
  create: (tx: Tx, passwordHash: string) => Promise<{ id: string }>,
  { verifyAtOnce = env.LAB_MODE }: SignUpOptions = {},
): Promise<{ message: string }> {
  await assertPasswordNotCommon(account.password, "password");
  const passwordHash = await hashPassword(account.password);
  const existing = await db.user.findUnique({
    where: { email: account.email },
    select: { id: true, firstName: true, emailVerifiedAt: true },
  });
  if (verifyAtOnce) {
    // Lab mode: the account is usable at once; an address already there keeps its own password.
    await db.$transaction(async (tx) => {
      if (!existing)
        await tx.user.update({
          where: { id: (await create(tx, passwordHash)).id },
          data: { emailVerifiedAt: new Date() },
        });
      else if (!existing.emailVerifiedAt)
        await tx.user.update({ where: { id: existing.id }, data: { emailVerifiedAt: new Date() } });
    });
    return { message: LAB_SIGNUP_MESSAGE };
  }
  await db.$transaction(async (tx) => {
    // An address never verified gets a fresh link, not a notice: its owner is stuck until then.
    if (existing && !existing.emailVerifiedAt) {
      const token = await issueEmailToken(tx, existing.id, "verify");
      await enqueueMail(tx, {
        to: account.email,
        template: "verify-email",
        payload: { firstName: existing.firstName, link: verifyLink(token) },
      });
      return;
    }
    if (existing) {
      await enqueueMail(tx, {
        to: account.email,
        template: "account-exists",
        payload: { firstName: existing.firstName, link: `${env.APP_URL}/signin` },
      });
      return;
    }
    const user = await create(tx, passwordHash);
    const token = await issueEmailToken(tx, user.id, "verify");
    await enqueueMail(tx, {
      to: account.email,
      template: "verify-email",
      payload: { firstName: account.firstName, link: verifyLink(token) },
    });
  });
  await requestMailDelivery();
  return { message: SIGNUP_MESSAGE };
}

/** Student sign-up (POST /api/students/signup). */
export async function signUpStudent(input: StudentSignup, options?: SignUpOptions): Promise<{ message: string }> {
  return signUp(
    { email: input.email, password: input.password, firstName: input.first_name },
    (tx, passwordHash) =>
      tx.user.create({
        data: {
          role: "student",
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          displayName: input.display_name?.trim() || defaultDisplayName(input.first_name, input.last_name),
          academicLevel: input.academic_level,
        },
        select: { id: true },
      }),
    options,
  );
}

/** Tutor registration (POST /api/auth/tutor/register): as student sign-up; the tutor signs in once verified. */
export async function registerTutor(input: TutorRegistration, options?: SignUpOptions): Promise<{ message: string }> {
  return signUp(
    input,
    (tx, passwordHash) =>
      tx.user.create({
        data: {
          role: "tutor",
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          displayName: input.displayName,
          tutorProfile: { create: { bio: input.bio, expertise: input.expertise } },
        },
        select: { id: true },
      }),
    options,
  );
}

/**
 * Sign-in for one role, or for whichever role the account has when `role` is left out (the
 * web's one sign-in form). Wrong role, unknown e-mail and wrong password answer alike.
 */
export async function signIn(
  input: { email: string; password: string; role?: Role },
  meta: RequestMeta,
): Promise<LoginResponse> {
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { ...userRowSelect, passwordHash: true, emailVerifiedAt: true },
  });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  if (!user || !passwordOk || (input.role && user.role !== input.role)) throw new WrongCredentialsError();
  if (!user.emailVerifiedAt) throw new AppError("email_not_verified", NOT_VERIFIED);
  return loginResponse(user, meta, "Signed in successfully");
}

/** Consumes a verification token; true when it verified an address. */
export async function verifyEmail(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const now = new Date();
  const verifiedUser = await db.$transaction(async (tx) => {
    const row = await tx.emailToken.findUnique({
      where: { tokenHash: sha256(token) },
      select: { id: true, userId: true, purpose: true },
    });
    if (!row || row.purpose !== "verify") return null;
    const claimed = await tx.emailToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return null;
    await tx.user.updateMany({ where: { id: row.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return row.userId;
  });
  // The free trial starts now: the student's sessions carry the new date from their next request.
  if (verifiedUser) forgetSessionsOf(verifiedUser);
  return verifiedUser !== null;
}

/** A fresh verification link for an unverified account; silent otherwise. */
export async function resendVerification(email: string): Promise<{ message: string }> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, firstName: true, emailVerifiedAt: true },
  });
  if (user && !user.emailVerifiedAt) {
    afterAnswer("verification resend", () => mailEmailToken(user, email, "verify"));
  }
  return { message: RESEND_MESSAGE };
}

/** Issues a token and queues the mail that carries its link. */
async function mailEmailToken(
  user: { id: string; firstName: string },
  email: string,
  purpose: "verify" | "reset",
): Promise<void> {
  await db.$transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, purpose);
    const [template, link] =
      purpose === "verify"
        ? (["verify-email", verifyLink(token)] as const)
        : (["reset-password", resetLink(token)] as const);
    await enqueueMail(tx, { to: email, template, payload: { firstName: user.firstName, link } });
  });
  await requestMailDelivery();
}

/** Mails a reset link when the address has an account of that role; the answer is the same either way. */
export async function requestPasswordReset(email: string, role: Role): Promise<{ message: string }> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, role: true, firstName: true } });
  if (user && user.role === role) {
    afterAnswer("password reset mail", () => mailEmailToken(user, email, "reset"));
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * Sets a new password with a reset token (single use, 1 hour), then revokes every session
 * of the account. `role` limits the role-specific endpoints to their own accounts.
 */
export async function resetPassword(input: {
  token: string;
  password: string;
  role?: Role;
}): Promise<{ message: string }> {
  const invalid = () => new AppError("bad_request", INVALID_RESET_TOKEN);
  if (!input.token || input.token.length > 200) throw invalid();
  await assertPasswordNotCommon(input.password, "password");
  const tokenHash = sha256(input.token);
  const usable = { tokenHash, purpose: "reset", usedAt: null, expiresAt: { gt: new Date() } } as const;
  // The token is checked before the (deliberately slow) hash, so a flood of made-up tokens costs nothing.
  const row = await db.emailToken.findFirst({
    where: usable,
    select: { userId: true, user: { select: { role: true } } },
  });
  if (!row || (input.role && row.user.role !== input.role)) throw invalid();
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await db.$transaction(async (tx) => {
    // Claimed again in the transaction: two requests with one token change the password once.
    const claimed = await tx.emailToken.updateMany({
      where: { ...usable, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw invalid();
    // Following the mailed link proves the address, so the account counts as verified too.
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await tx.user.updateMany({ where: { id: row.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    await tx.emailToken.updateMany({
      where: { userId: row.userId, purpose: "reset", usedAt: null },
      data: { usedAt: now },
    });
  });
  await revokeUserSessions(row.userId);
  return { message: "Your password has been reset. Please sign in with your new password." };
}

/** Settings password change: needs the current password; every other session is signed out. */
export async function changePassword(input: {
  userId: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}) {
  await assertPasswordNotCommon(input.newPassword, "new_password");
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError("bad_request", "Current password is incorrect.", {
      fieldErrors: { current_password: "Current password is incorrect." },
    });
  }
  await db.user.update({ where: { id: input.userId }, data: { passwordHash: await hashPassword(input.newPassword) } });
  const signedOut = await revokeUserSessions(input.userId, input.sessionId);
  return { message: "Password changed successfully!", other_sessions_signed_out: signedOut };
}

export async function logout(sessionId: string): Promise<{ message: string }> {
  await revokeSession(sessionId);
  return { message: "Signed out successfully" };
}
