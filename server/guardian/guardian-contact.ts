import "server-only";
import {
  CHANGE_WINDOW_DAYS,
  guardianDigestMessages,
  isPlainName,
  MAX_ADDRESS_CHANGES,
  type DigestChannel,
  type GuardianStatus,
} from "@/lib/guardian/guardian-digest-rules";
import { db } from "../db";
import { AppError } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { enqueueMail } from "../integrations/mailer/outbox";
import { messenger } from "../integrations/messaging";
import { log } from "../log";
import { accountName, guardianLinkUrl, issueGuardianLink } from "./guardian-links";

// Asking a guardian first (docs/study-loop.md, "Guardian digest"): the first time a student gives
// an address, it gets ONE request naming the student, with a confirm and a refuse link, and
// nothing else until its owner confirms. A student may give at most MAX_ADDRESS_CHANGES new
// addresses in CHANGE_WINDOW_DAYS, counted from the contacts' rows (a window of days outlives the
// rate-limit counters, which live in memory without Redis).

type Tx = Prisma.TransactionClient;
type PhoneChannel = Exclude<DigestChannel, "email">;

/** A confirmation request by SMS or WhatsApp, sent once the transaction that asked has committed. */
export type PendingRequest = { studentId: string; address: string; channel: PhoneChannel; text: string };

export type Asked = { status: GuardianStatus; mailed: boolean; request: PendingRequest | null };

const DAY_MS = 24 * 60 * 60 * 1000;

async function assertUnderChangeLimit(tx: Tx, studentId: string, now: Date): Promise<void> {
  const windowMs = CHANGE_WINDOW_DAYS * DAY_MS;
  const recent = await tx.guardianContact.findMany({
    where: { studentId, createdAt: { gt: new Date(now.getTime() - windowMs) } },
    select: { createdAt: true },
    orderBy: { createdAt: "desc" },
    take: MAX_ADDRESS_CHANGES,
  });
  if (recent.length < MAX_ADDRESS_CHANGES) return;
  const seconds = Math.max(1, Math.ceil((recent.at(-1)!.createdAt.getTime() + windowMs - now.getTime()) / 1000));
  const days = Math.ceil(seconds / (DAY_MS / 1000));
  throw new AppError(
    "rate_limited",
    `You can give a new contact for your parent or guardian ${MAX_ADDRESS_CHANGES} times a week. Try again in ${days === 1 ? "1 day" : `${days} days`}.`,
    { headers: { "retry-after": String(seconds) } },
  );
}

/** The confirmation request as a text message: who asks, and the two short links. */
export function requestText(studentName: string, confirm: string, refuse: string): string {
  return `ExamPrep: ${studentName} asks to send you a weekly summary of their exam practice. Nothing is sent unless you agree. Agree: ${confirm} Refuse: ${refuse}`;
}

async function prepareRequest(
  tx: Tx,
  studentId: string,
  address: string,
  channel: DigestChannel,
  guardianName: string,
): Promise<Asked> {
  const student = await tx.user.findUniqueOrThrow({
    where: { id: studentId },
    select: { firstName: true, lastName: true },
  });
  const studentName = accountName(student);
  // The request is written in the student's name: an account named like a message ("Your
  // account is suspended: verify at …") must not reach a stranger in the platform's voice.
  if (!isPlainName(studentName)) throw new AppError("validation_error", guardianDigestMessages.accountNameInvalid);
  const confirm = guardianLinkUrl(await issueGuardianLink(tx, studentId, address, "confirm"));
  const refuse = guardianLinkUrl(await issueGuardianLink(tx, studentId, address, "refuse"));
  if (channel === "email") {
    await enqueueMail(tx, {
      to: address,
      template: "guardian-confirm",
      payload: { guardianName, studentName, confirm, refuse },
    });
    return { status: "pending", mailed: true, request: null };
  }
  return {
    status: "pending",
    mailed: false,
    request: { studentId, address, channel, text: requestText(studentName, confirm, refuse) },
  };
}

/**
 * In the settings' transaction: where the guardian at `address` stands, asking them first when
 * the student never gave that address. A text request that never left (the provider refused it)
 * is prepared again; nothing else is ever sent twice.
 */
export async function askGuardian(
  tx: Tx,
  {
    studentId,
    address,
    channel,
    guardianName,
  }: { studentId: string; address: string; channel: DigestChannel; guardianName: string },
  now = new Date(),
): Promise<Asked> {
  const existing = await tx.guardianContact.findUnique({
    where: { studentId_address: { studentId, address } },
    select: { status: true, channel: true, confirmationSentAt: true },
  });
  if (existing) {
    const unsent = existing.status === "pending" && existing.confirmationSentAt === null && channel !== "email";
    if (!unsent) return { status: existing.status as GuardianStatus, mailed: false, request: null };
    await tx.guardianLink.deleteMany({ where: { studentId, address } });
    await tx.guardianContact.update({ where: { studentId_address: { studentId, address } }, data: { channel } });
    return prepareRequest(tx, studentId, address, channel, guardianName);
  }
  await assertUnderChangeLimit(tx, studentId, now);
  await tx.guardianContact.create({
    data: { studentId, address, channel, createdAt: now, confirmationSentAt: channel === "email" ? now : null },
  });
  return prepareRequest(tx, studentId, address, channel, guardianName);
}

/**
 * Sends a text request after its transaction committed, and notes when it went. When the
 * provider refuses it, it stays unsent: the student's next save tries again.
 */
export async function sendRequestText(request: PendingRequest): Promise<Date | null> {
  try {
    await messenger(request.channel).send(request.address, request.text);
  } catch (err) {
    log.warn("guardian confirmation request not sent", { studentId: request.studentId, channel: request.channel, err });
    return null;
  }
  const sentAt = new Date();
  await db.guardianContact.update({
    where: { studentId_address: { studentId: request.studentId, address: request.address } },
    data: { confirmationSentAt: sentAt },
  });
  return sentAt;
}
