import "server-only";
import {
  composeDigest,
  DIGEST_INTERVAL_DAYS,
  DIGEST_WEAKEST,
  isDigestDue,
  type DigestContent,
  type DigestFacts,
} from "@/lib/guardian/digest";
import type {
  DigestChannel,
  GuardianDigestInput,
  GuardianDigestSettings,
  GuardianStatus,
} from "@/lib/validation/guardian-digest";
import { lagosDay } from "@/lib/validation/progress";
import { db } from "../db";
import { AppError } from "../errors";
import { env } from "../env";
import { DRILL_PAPER_ID } from "../exam/papers";
import { enqueueMail } from "../integrations/mailer/outbox";
import { requestMailDelivery } from "../jobs/mail-deliver";
import { messenger } from "../integrations/messaging";
import { log } from "../log";
import { askGuardian, sendRequestText, type Asked } from "./guardian-contact";
import { guardianLinkUrl, guardianOneClickUrl, issueGuardianLink } from "./guardian-links";
import { studentMastery } from "../study/mastery";

// A guardian's weekly digest (docs/study-loop.md, "Guardian digest"): switched on by the student
// (GET/PUT /api/me/guardian-digest), sent by sendDueDigests(now) to every student whose last
// digest is 7 Lagos days old or more. A background job calls it weekly; `npm run digests` calls it
// now. Each digest is claimed under a row lock: last_sent_at moves in the same transaction as the
// outbox row of an e-mail, so neither a crash nor two workers at once ever send it twice. An SMS
// or WhatsApp message is sent after that commit; if the provider refuses it, last_sent_at goes back
// so the next run tries again (a crash in between loses that week's message rather than doubling it).
// Only a guardian who confirmed gets a digest (./guardian-contact.ts asks them first), and each
// digest carries a link of its own to stop them (./guardian-links.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

type Row = {
  channel: DigestChannel;
  email: string | null;
  phone: string | null;
  guardianName: string;
  enabled: boolean;
  lastSentAt: Date | null;
};
type Contact = { status: GuardianStatus; confirmationSentAt: Date | null } | null;

/** Where the digest goes: the channel's address. */
const addressOf = (row: { channel: DigestChannel; email: string | null; phone: string | null }) =>
  row.channel === "email" ? row.email : row.phone;

function toSettings(row: Row | null, contact: Contact): GuardianDigestSettings {
  if (!row) {
    return {
      enabled: false,
      channel: "email",
      email: null,
      phone: null,
      guardian_name: "",
      last_sent_at: null,
      guardian_status: null,
      confirmation_sent_at: null,
    };
  }
  return {
    enabled: row.enabled,
    channel: row.channel,
    email: row.email,
    phone: row.phone,
    guardian_name: row.guardianName,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    guardian_status: row.enabled && contact ? contact.status : null,
    confirmation_sent_at: row.enabled ? (contact?.confirmationSentAt?.toISOString() ?? null) : null,
  };
}

const settingsSelect = {
  channel: true,
  email: true,
  phone: true,
  guardianName: true,
  enabled: true,
  lastSentAt: true,
} as const;

async function contactOf(studentId: string, row: Row | null): Promise<Contact> {
  const address = row ? addressOf(row) : null;
  if (!address) return null;
  const contact = await db.guardianContact.findUnique({
    where: { studentId_address: { studentId, address } },
    select: { status: true, confirmationSentAt: true },
  });
  return contact as Contact;
}

/** GET /api/me/guardian-digest: the student's settings (off, by e-mail, until they save some). */
export async function getGuardianDigest(studentId: string): Promise<GuardianDigestSettings> {
  const row = (await db.guardianDigest.findUnique({ where: { studentId }, select: settingsSelect })) as Row | null;
  return toSettings(row, await contactOf(studentId, row));
}

/**
 * PUT /api/me/guardian-digest. While on, an address never given before is asked first (one
 * request, nothing else until confirmed); a student may give at most 3 new ones in 7 days (429,
 * and nothing saved).
 */
/** A guardian confirms the summary themselves: the student's own address would let the student do it. */
async function refuseOwnEmail(studentId: string, email: string) {
  const student = await db.user.findUnique({ where: { id: studentId }, select: { email: true } });
  if (student && student.email.trim().toLowerCase() === email.trim().toLowerCase()) {
    const message = "Enter your parent's or guardian's own email address, not yours";
    throw new AppError("validation_error", message, { fieldErrors: { email: message } });
  }
}

export async function updateGuardianDigest(
  studentId: string,
  input: GuardianDigestInput,
): Promise<GuardianDigestSettings> {
  const data = {
    enabled: input.enabled,
    channel: input.channel,
    email: input.email,
    phone: input.phone,
    guardianName: input.guardian_name,
  };
  const address = input.enabled ? addressOf(input) : null;
  if (input.channel === "email" && input.email) await refuseOwnEmail(studentId, input.email);
  const { row, asked } = await db.$transaction(async (tx) => {
    // One save at a time per student, so two at once cannot both pass the new-address limit.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`guardian-digest:${studentId}`}, 0))`;
    const saved = await tx.guardianDigest.upsert({
      where: { studentId },
      create: { studentId, ...data },
      update: data,
      select: settingsSelect,
    });
    const result: Asked | null = address
      ? await askGuardian(tx, { studentId, address, channel: input.channel, guardianName: input.guardian_name })
      : null;
    return { row: saved as Row, asked: result };
  });
  if (asked?.mailed) await requestMailDelivery();
  if (asked?.request) await sendRequestText(asked.request);
  return toSettings(row, await contactOf(studentId, row));
}

type Counts = {
  answers: number;
  correct: number;
  before_answers: number;
  before_correct: number;
  papers: number;
  drills: number;
  seconds: number;
};
type PaperRow = { paper_id: string; title: string; score: number; max: number; submitted_at: Date };

/** Everything a digest says, as of `now`: counts, scores and topic names only. */
export async function digestFacts(studentId: string, now: Date): Promise<Omit<DigestFacts, "guardianName">> {
  // Times go in as ISO text cast to timestamp (UTC, as the columns hold it), as mastery.ts does.
  const at = now.toISOString();
  const weekStart = new Date(now.getTime() - WEEK_MS).toISOString();
  const before = new Date(now.getTime() - 2 * WEEK_MS).toISOString();
  const today = lagosDay(now);
  const firstDay = lagosDay(new Date(now.getTime() - 6 * DAY_MS));
  const [student, [counts], [latest], mastery] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: studentId }, select: { firstName: true } }),
    db.$queryRaw<Counts[]>`
      SELECT e.answers, e.correct, e.before_answers, e.before_correct, s.papers, s.drills, d.seconds
      FROM (SELECT count(*) FILTER (WHERE answered_at > ${weekStart}::timestamp)::int AS answers,
                   count(*) FILTER (WHERE answered_at > ${weekStart}::timestamp AND correct AND answered)::int AS correct,
                   count(*) FILTER (WHERE answered_at <= ${weekStart}::timestamp)::int AS before_answers,
                   count(*) FILTER (WHERE answered_at <= ${weekStart}::timestamp AND correct AND answered)::int AS before_correct
              FROM answer_events
             WHERE student_id = ${studentId} AND answered AND answered_at > ${before}::timestamp AND answered_at <= ${at}::timestamp) e,
           (SELECT count(*) FILTER (WHERE paper_id <> ${DRILL_PAPER_ID})::int AS papers,
                   count(*) FILTER (WHERE paper_id = ${DRILL_PAPER_ID})::int AS drills
              FROM sittings
             WHERE student_id = ${studentId} AND submitted_at > ${weekStart}::timestamp AND submitted_at <= ${at}::timestamp) s,
           (SELECT coalesce(sum(seconds), 0)::int AS seconds FROM study_days
             WHERE student_id = ${studentId} AND day >= ${firstDay}::date AND day <= ${today}::date) d`,
    db.$queryRaw<PaperRow[]>`
      SELECT s.paper_id, p.title, s.total_score AS score, s.max_score AS max, s.submitted_at FROM sittings s JOIN papers p ON p.id = s.paper_id
      WHERE s.student_id = ${studentId} AND s.submitted_at > ${weekStart}::timestamp AND s.submitted_at <= ${at}::timestamp
        AND s.paper_id <> ${DRILL_PAPER_ID} AND s.total_score IS NOT NULL
      ORDER BY s.submitted_at DESC LIMIT 1`,
    studentMastery(studentId, now),
  ]);
  let previous: { score: number; max: number } | null = null;
  if (latest) {
    const [row] = await db.$queryRaw<{ score: number; max: number }[]>`
      SELECT total_score AS score, max_score AS max FROM sittings
      WHERE student_id = ${studentId} AND paper_id = ${latest.paper_id} AND submitted_at < ${latest.submitted_at.toISOString()}::timestamp AND total_score IS NOT NULL
      ORDER BY submitted_at DESC LIMIT 1`;
    previous = row ?? null;
  }
  // The weakest: among topics answered at least once, the lowest chance of a right answer next;
  // between equals, the one with more answers (more evidence of the gap), then syllabus order.
  const weakest = mastery
    .flatMap((s) =>
      s.topics.map((t, order) => ({
        subject: s.subject,
        topic: t.topic,
        level: t.level,
        estimate: t.estimate,
        answered: t.answered,
        order,
      })),
    )
    .filter((t) => t.answered > 0)
    .sort((a, b) => a.estimate - b.estimate || b.answered - a.answered || a.order - b.order)
    .slice(0, DIGEST_WEAKEST)
    .map(({ subject, topic, level }) => ({ subject, topic, level }));
  return {
    studentName: student.firstName,
    week: {
      answers: counts!.answers,
      correct: counts!.correct,
      papers: counts!.papers,
      drills: counts!.drills,
      seconds: counts!.seconds,
    },
    weekBefore: { answers: counts!.before_answers, correct: counts!.before_correct },
    latestPaper: latest ? { title: latest.title, score: latest.score, max: latest.max, previous } : null,
    weakest,
  };
}

/** The digest for a student as of `now`, in words (what the guardian would get). */
export async function composeStudentDigest(studentId: string, guardianName: string, now: Date): Promise<DigestContent> {
  return composeDigest({ ...(await digestFacts(studentId, now)), guardianName });
}

type Claimed = { channel: DigestChannel; to: string; previous: Date | null; content: DigestContent };
type DigestRow = {
  channel: DigestChannel;
  email: string | null;
  phone: string | null;
  guardian_name: string;
  enabled: boolean;
  last_sent_at: Date | null;
};

/**
 * Sends one student's digest if it is on and due, as of `now`: returns the channel it went by,
 * or null when there was nothing to send (off, not due, sent meanwhile by another worker).
 */
export async function sendDigest(studentId: string, now: Date): Promise<DigestChannel | null> {
  const facts = await digestFacts(studentId, now);
  const claimed = await db.$transaction(async (tx): Promise<Claimed | null> => {
    const [row] = await tx.$queryRaw<DigestRow[]>`
      SELECT channel, email, phone, guardian_name, enabled, last_sent_at FROM guardian_digests WHERE student_id = ${studentId} FOR UPDATE`;
    if (!row || !row.enabled || !isDigestDue(row.last_sent_at, now)) return null;
    const to = row.channel === "email" ? row.email : row.phone;
    if (!to) return null;
    // Only to a guardian who confirmed; the contact's lock orders this against an unsubscribe.
    const [contact] = await tx.$queryRaw<{ status: GuardianStatus }[]>`
      SELECT status FROM guardian_contacts WHERE student_id = ${studentId} AND address = ${to} FOR SHARE`;
    if (contact?.status !== "confirmed") return null;
    const stop = await issueGuardianLink(tx, studentId, to, "unsubscribe");
    const content = composeDigest({ ...facts, guardianName: row.guardian_name }, guardianLinkUrl(stop));
    await tx.guardianDigest.update({ where: { studentId }, data: { lastSentAt: now } });
    if (row.channel === "email") {
      const { subject, greeting, intro, practice, trend, weakestIntro, weakest, closing } = content;
      await enqueueMail(tx, {
        to,
        template: "guardian-digest",
        payload: {
          subject,
          greeting,
          intro,
          practice,
          trend,
          weakestIntro,
          weakest,
          closing,
          link: env.APP_URL,
          unsubscribe: guardianLinkUrl(stop),
          oneClick: guardianOneClickUrl(stop),
        },
      });
    }
    return { channel: row.channel, to, previous: row.last_sent_at, content };
  });
  if (!claimed) return null;
  if (claimed.channel !== "email") {
    try {
      await messenger(claimed.channel).send(
        claimed.to,
        claimed.channel === "sms" ? claimed.content.sms : claimed.content.text,
      );
    } catch (err) {
      await db.guardianDigest.updateMany({
        where: { studentId, lastSentAt: now },
        data: { lastSentAt: claimed.previous },
      });
      throw err;
    }
  }
  return claimed.channel;
}

export type DigestRun = { due: number; sent: number; failed: number; skipped: number };

/**
 * Sends every digest that is on and due as of `now` (a weekly job or `npm run digests`). Safe to
 * run twice or on two workers at once: each digest is claimed under its row's lock.
 */
export async function sendDueDigests(now = new Date(), { limit = 5000 }: { limit?: number } = {}): Promise<DigestRun> {
  // A superset of the due ones (6 days rather than 7 Lagos calendar days), to confirmed guardians
  // only; each is checked again under its lock.
  const candidates = await db.$queryRaw<{ student_id: string }[]>`
    SELECT d.student_id FROM guardian_digests d
    JOIN guardian_contacts c ON c.student_id = d.student_id AND c.address = (CASE WHEN d.channel = 'email' THEN d.email ELSE d.phone END)
    WHERE d.enabled AND c.status = 'confirmed'
      AND (d.last_sent_at IS NULL OR d.last_sent_at <= ${new Date(now.getTime() - (DIGEST_INTERVAL_DAYS - 1) * DAY_MS).toISOString()}::timestamp)
    ORDER BY d.last_sent_at NULLS FIRST, d.student_id LIMIT ${limit}`;
  const run: DigestRun = { due: candidates.length, sent: 0, failed: 0, skipped: 0 };
  let mailed = false;
  for (const { student_id: studentId } of candidates) {
    try {
      const channel = await sendDigest(studentId, now);
      if (channel === null) run.skipped += 1;
      else run.sent += 1;
      if (channel === "email") mailed = true;
    } catch (err) {
      run.failed += 1;
      log.warn("guardian digest not sent", { studentId, err });
    }
  }
  if (mailed) await requestMailDelivery();
  return run;
}
