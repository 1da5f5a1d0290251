import "server-only";
import type { GuardianStatus } from "@/lib/guardian/guardian-digest-rules";
import { randomToken, sha256 } from "../auth/tokens";
import { db } from "../db";
import { env } from "../env";
import type { Prisma } from "../generated/prisma/client";

// The links a guardian gets (docs/study-loop.md, "Guardian digest"): confirm and refuse in the one
// confirmation request, unsubscribe in every digest. Each token is random, good for one purpose,
// works without an account, and only its SHA-256 is stored. Opening a link (GET) shows a page and
// changes nothing, so a mail scanner that follows links decides nothing; the page's button POSTs.

export type GuardianLinkPurpose = "confirm" | "refuse" | "unsubscribe";

/** What a link's page shows: what it does, where its guardian stands, and who the student is. */
export type GuardianLinkView = { purpose: GuardianLinkPurpose; status: GuardianStatus; studentName: string };

type Tx = Prisma.TransactionClient;

// 128 bits: short enough for an SMS, far beyond guessing.
const TOKEN_BYTES = 16;
const TOKEN_FORM = /^[A-Za-z0-9_-]{16,64}$/;

/** The page a link opens: a short address, for SMS too. */
export const guardianLinkUrl = (token: string) => `${env.APP_URL}/g/${token}`;
/** The digest's List-Unsubscribe target: RFC 8058's one-click POST (a GET goes on to the page). */
export const guardianOneClickUrl = (token: string) => `${env.APP_URL}/api/guardian-links/${token}`;

/** A new link of `purpose` for the guardian at `address`; returns the token (kept nowhere). */
export async function issueGuardianLink(
  tx: Tx,
  studentId: string,
  address: string,
  purpose: GuardianLinkPurpose,
): Promise<string> {
  const token = randomToken(TOKEN_BYTES);
  await tx.guardianLink.create({ data: { tokenHash: sha256(token), studentId, address, purpose } });
  return token;
}

/** The student's name as on their account (not the free text the student typed for the guardian). */
export function accountName(user: { firstName: string; lastName: string }): string {
  const name = `${user.firstName.trim()} ${user.lastName.trim()}`.trim() || "An ExamPrep student";
  return name.length <= 60 ? name : `${name.slice(0, 59).trimEnd()}…`;
}

async function find(client: Tx | typeof db, token: string, lock: boolean) {
  if (!TOKEN_FORM.test(token)) return null;
  const link = await client.guardianLink.findUnique({
    where: { tokenHash: sha256(token) },
    select: { purpose: true, studentId: true, address: true },
  });
  if (!link) return null;
  if (lock) {
    await client.$queryRaw`SELECT 1 FROM guardian_contacts WHERE student_id = ${link.studentId} AND address = ${link.address} FOR UPDATE`;
  }
  const contact = await client.guardianContact.findUniqueOrThrow({
    where: { studentId_address: { studentId: link.studentId, address: link.address } },
    select: { status: true, digest: { select: { student: { select: { firstName: true, lastName: true } } } } },
  });
  return {
    link,
    view: {
      purpose: link.purpose as GuardianLinkPurpose,
      status: contact.status as GuardianStatus,
      studentName: accountName(contact.digest.student),
    },
  };
}

/** The page's view of a link, or null for an unknown one. Reads only. */
export async function readGuardianLink(token: string): Promise<GuardianLinkView | null> {
  return (await find(db, token, false))?.view ?? null;
}

/** Where each purpose moves a guardian from: refused and unsubscribed are final. */
const moves: Record<GuardianLinkPurpose, { from: GuardianStatus[]; to: GuardianStatus }> = {
  confirm: { from: ["pending"], to: "confirmed" },
  refuse: { from: ["pending", "confirmed"], to: "refused" },
  unsubscribe: { from: ["confirmed"], to: "unsubscribed" },
};

/**
 * Does what the link is for (the page's button, or a mail client's one-click unsubscribe) and
 * returns the view after it; null for an unknown link. Following it again changes nothing.
 */
export async function followGuardianLink(token: string, now = new Date()): Promise<GuardianLinkView | null> {
  return db.$transaction(async (tx) => {
    const found = await find(tx, token, true);
    if (!found) return null;
    const move = moves[found.view.purpose];
    if (!move.from.includes(found.view.status)) return found.view;
    const { studentId, address } = found.link;
    await tx.guardianContact.update({
      where: { studentId_address: { studentId, address } },
      data: { status: move.to, decidedAt: now },
    });
    return { ...found.view, status: move.to };
  });
}
