import "server-only";
import { randomToken, sha256 } from "../auth/tokens";
import { db } from "../db";
import { env } from "../env";
import type { Prisma } from "../generated/prisma/client";
import { enqueueMail } from "../integrations/mailer/outbox";
import { requestMailDelivery } from "../jobs/mail-deliver";
import { log } from "../log";

// The single-use tokens mailed for verifying an address and resetting a password, and the
// mails that carry their links.

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

export const verifyLink = (token: string) => `${env.APP_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
export const resetLink = (token: string) =>
  `${env.APP_URL}/reset-password#access_token=${encodeURIComponent(token)}&type=recovery`;

export async function issueEmailToken(
  tx: Prisma.TransactionClient,
  userId: string,
  purpose: "verify" | "reset",
): Promise<string> {
  const token = randomToken();
  const ttl = purpose === "verify" ? VERIFY_TTL_MS : RESET_TTL_MS;
  await tx.emailToken.create({
    data: { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttl) },
  });
  return token;
}

export /**
 * Runs work whose outcome the answer must not reveal after the answer has gone, so that
 * the answer takes the same time whether or not there was work to do.
 */
function afterAnswer(what: string, work: () => Promise<void>): void {
  void work().catch((err: unknown) => log.error(`${what} failed`, { err }));
}

/** Issues a token and queues the mail that carries its link. */
export async function mailEmailToken(
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
