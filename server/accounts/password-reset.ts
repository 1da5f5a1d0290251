import "server-only";
import { hashPassword } from "../auth/password";
import { revokeUserSessions } from "../auth/session";
import { sha256 } from "../auth/tokens";
import { db } from "../db";
import { AppError } from "../errors";
import { afterAnswer, mailEmailToken } from "./email-tokens";
import { assertPasswordNotCommon } from "./new-password";

type Role = "student" | "tutor";

const RESET_REQUESTED_MESSAGE = "If an account exists for this email, we have sent a password reset link to it.";
const INVALID_RESET_TOKEN = "This password reset link is invalid or has expired. Please request a new password reset.";

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
