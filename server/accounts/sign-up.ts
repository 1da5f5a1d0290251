import "server-only";
import { defaultDisplayName, type StudentSignup, type TutorRegistration } from "@/lib/validation/auth";
import { hashPassword } from "../auth/password";
import { db } from "../db";
import { env } from "../env";
import type { Prisma } from "../generated/prisma/client";
import { enqueueMail } from "../integrations/mailer/outbox";
import { requestMailDelivery } from "../jobs/mail-deliver";
import { issueEmailToken, verifyLink } from "./email-tokens";
import { assertPasswordNotCommon } from "./new-password";

type Tx = Prisma.TransactionClient;

const SIGNUP_MESSAGE = "Account created successfully! Please check your email to verify your account.";
export const LAB_SIGNUP_MESSAGE =
  "Account created successfully! On this school network there is no e-mail: sign in now.";

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
