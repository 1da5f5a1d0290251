import "server-only";
import { forgetSessionsOf } from "../auth/session";
import { sha256 } from "../auth/tokens";
import { db } from "../db";
import { afterAnswer, mailEmailToken } from "./email-tokens";

const RESEND_MESSAGE = "If this email needs verifying, we have sent a new verification link to it.";

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
