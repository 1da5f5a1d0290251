import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as followLinkRoute } from "@/app/api/guardian-links/[token]/route";
import { GET as getDigestRoute, PUT as putDigestRoute } from "@/app/api/me/guardian-digest/route";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { lagosDay } from "@/lib/validation/progress";
import type * as Messaging from "@/server/integrations/messaging";
import type { WrittenMessage } from "@/server/integrations/messaging/types";
import { sendDueDigests } from "@/server/guardian/guardian-digest";
import { call, newStudent, openDb, newTutor, uniqueEmail, type TestAccount } from "../../support/api";
import { linksIn, subjectOf, textPart, waitForMails } from "../../support/mail";

// The guardian's weekly digest: the settings API, what the mail says (and never says), that a
// digest goes once a week however often or wherever the sender runs, and SMS through the fake.
// Each guardian here confirms first (tests/integration/guardian/guardian-consent.test.ts tests that).

const db = openDb();
afterAll(() => db.$disconnect());

// The real messaging fake, unless a test makes the provider refuse.
const provider = vi.hoisted(() => ({ down: false }));
vi.mock("@/server/integrations/messaging", async (importOriginal) => {
  const real = await importOriginal<typeof Messaging>();
  return {
    ...real,
    messenger: (channel: Parameters<typeof real.messenger>[0]) =>
      provider.down
        ? {
            send: async () => {
              throw new Error("provider down");
            },
          }
        : real.messenger(channel),
  };
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const put = (account: TestAccount, body: unknown) =>
  call(putDigestRoute, { method: "PUT", token: account.token, body });

/** The guardian agreeing through the link in the one request they got. */
async function agree(link: string) {
  const res = await call(followLinkRoute, {
    method: "POST",
    params: { token: new URL(link).pathname.replace(/^\/g\//, "") },
  });
  expect(res.body.guardian_status).toBe("confirmed");
}
const confirmByMail = async (address: string) => agree(linksIn((await waitForMails(address))[0]!)[0]!);
const confirmByPhone = async (number: string) => agree(/Agree: (\S+)/.exec(messagesTo(number)[0]!.text)![1]!);
/** The digests (not the confirmation request) queued for `to`. */
const digestsTo = (to: string) => db.mailOutbox.count({ where: { to, template: "guardian-digest" } });

/** The messages the local fake wrote to `to`, oldest first. */
function messagesTo(to: string): WrittenMessage[] {
  const dir = process.env.MESSAGING_DIR!;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as WrittenMessage)
    .filter((m) => m.to === to);
}

/** The decoded HTML part of a captured mail (quoted-printable or plain). */
function htmlPart(raw: string): string {
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => /content-type:\s*text\/html/i.test(p)) ?? "";
  const [headers = "", ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join("\n\n");
  if (!/quoted-printable/i.test(headers)) return text;
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A Nigerian mobile number of its own for each test. */
const phone = () => `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
const international = (local: string) => `+234${local.slice(1)}`;

async function evidence(studentId: string, slug: string, rows: { correct: boolean; at: Date }[]) {
  const topic = await db.topic.findUniqueOrThrow({ where: { subject_slug: { subject: "Biology", slug } } });
  const question = await db.question.findFirstOrThrow({ where: { topicId: topic.id, quizId: null, ownerId: null } });
  await db.answerEvent.createMany({
    data: rows.map((r) => ({
      studentId,
      questionId: question.id,
      topicId: topic.id,
      subject: "Biology",
      correct: r.correct,
      difficulty: "easy" as const,
      source: "drill" as const,
      sourceId: randomUUID(),
      answeredAt: r.at,
    })),
  });
  return { topic, question };
}

describe("GET/PUT /api/me/guardian-digest", () => {
  let student: TestAccount;
  beforeAll(async () => {
    student = await newStudent("digest-settings");
  });

  it("is off by e-mail until the student saves it", async () => {
    const res = await call(getDigestRoute, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: false,
      channel: "email",
      email: null,
      phone: null,
      guardian_name: "",
      last_sent_at: null,
      guardian_status: null,
      confirmation_sent_at: null,
    });
  });

  it("needs the channel's address while on, and checks its form", async () => {
    const noEmail = await put(student, { enabled: true, channel: "email" });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual({ email: "Enter your parent's or guardian's email address" });
    expect((await put(student, { enabled: true, channel: "email", email: "  " })).body.errors.email).toBe(
      "Enter your parent's or guardian's email address",
    );
    expect((await put(student, { enabled: true, channel: "email", email: "not-an-address" })).body.errors.email).toBe(
      "Enter a valid email address",
    );
    expect((await put(student, { enabled: true, channel: "sms" })).body.errors.phone).toBe(
      "Enter your parent's or guardian's phone number",
    );
    expect((await put(student, { enabled: true, channel: "whatsapp", phone: "" })).body.errors.phone).toBe(
      "Enter your parent's or guardian's phone number",
    );
    for (const bad of ["12345", "+44 7700 900123", "0603 123 4567", "08031234567890"]) {
      expect((await put(student, { enabled: true, channel: "sms", phone: bad })).body.errors.phone).toMatch(
        /^Enter a Nigerian mobile number/,
      );
    }
    expect((await put(student, { enabled: true, channel: "fax", email: "a@b.ng" })).body.errors.channel).toBe(
      "channel must be email, sms or whatsapp",
    );
    expect((await put(student, { enabled: "yes", channel: "email", email: "a@b.ng" })).status).toBe(400);
    expect((await put(student, { enabled: true, channel: "email", email: "a@b.ng", extra: 1 })).status).toBe(400);
    expect(
      (await put(student, { enabled: true, channel: "email", email: "a@b.ng", guardian_name: "x".repeat(81) })).status,
    ).toBe(400);
    // The student's own address (in any case): the guardian must confirm, not the student.
    const own = await put(student, { enabled: true, channel: "email", email: student.email.toUpperCase() });
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual({ email: "Enter your parent's or guardian's own email address, not yours" });
    expect((await call(getDigestRoute, { token: student.token })).body.enabled).toBe(false);
  });

  it("saves e-mail (lower-cased) or a phone in +234 form, and keeps both while off", async () => {
    const byMail = await put(student, {
      enabled: true,
      channel: "email",
      email: " Mama.Ifeoma@Example.COM ",
      guardian_name: " Mrs Nnaji ",
    });
    expect(byMail.status, JSON.stringify(byMail.body)).toBe(200);
    expect(byMail.body).toEqual({
      enabled: true,
      channel: "email",
      email: "mama.ifeoma@example.com",
      phone: null,
      guardian_name: "Mrs Nnaji",
      last_sent_at: null,
      guardian_status: "pending",
      confirmation_sent_at: expect.any(String),
    });

    const bySms = await put(student, {
      enabled: true,
      channel: "sms",
      phone: "0803 123-4567",
      email: "mama.ifeoma@example.com",
      guardian_name: "Mrs Nnaji",
    });
    expect(bySms.body).toMatchObject({ channel: "sms", phone: "+2348031234567", email: "mama.ifeoma@example.com" });
    for (const written of ["+234 803 123 4567", "2348031234567", "+234 (0) 803 123 4567", "002348031234567"]) {
      expect((await put(student, { enabled: true, channel: "whatsapp", phone: written })).body.phone).toBe(
        "+2348031234567",
      );
    }

    const off = await put(student, { enabled: false, channel: "email" });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, channel: "email", email: null });
    expect(await db.guardianDigest.count({ where: { studentId: student.id } })).toBe(1);
  });

  it("is the student's own: tutors 403, visitors 401", async () => {
    const tutor = await newTutor();
    expect((await call(getDigestRoute, { token: tutor.token })).status).toBe(403);
    expect(
      (await call(putDigestRoute, { method: "PUT", token: tutor.token, body: { enabled: false, channel: "email" } }))
        .status,
    ).toBe(403);
    expect((await call(getDigestRoute, {})).status).toBe(401);
  });
});

describe("sendDueDigests", () => {
  let student: TestAccount;
  let guardian: string;
  const now = new Date(Date.now() + 2 * HOUR);
  const shown: string[] = [];
  let weak: string[] = [];

  beforeAll(async () => {
    student = await newStudent("digest");
    guardian = uniqueEmail("guardian");
    // A WAEC Biology paper this week: 20 of its 50 answered right, 10 wrong, 20 left blank (not answers).
    const started = await call(startRoute, {
      method: "POST",
      token: student.token,
      params: { id: "waec-biology" },
      body: { mode: "exam" },
    });
    const sittingId = started.body.sitting.id as string;
    const items = await db.sittingItem.findMany({
      where: { sittingId },
      orderBy: { number: "asc" },
      include: { version: true },
    });
    const answers = Object.fromEntries([
      ...items.slice(0, 20).map((i) => [i.questionId, i.correctKey]),
      ...items.slice(20, 30).map((i) => [i.questionId, "ABCD".replace(i.correctKey, "")[0]!]),
    ]);
    await call(answersRoute, { method: "PUT", token: student.token, params: { id: sittingId }, body: { answers } });
    const submitted = await call(submitRoute, { method: "POST", token: student.token, params: { id: sittingId } });
    expect(submitted.body.result.total).toBe(20);
    for (const item of items) shown.push(item.version.text, ...item.version.options, item.version.explanation);
    // Two topics answered wrong ten times this week, late in the syllabus (the paper's first 20
    // questions, answered right, are on earlier topics): the weakest. The week before: 5 of 10 right.
    const first = await evidence(
      student.id,
      "mendelian-inheritance",
      Array.from({ length: 10 }, () => ({ correct: false, at: new Date(now.getTime() - 3 * HOUR) })),
    );
    const second = await evidence(
      student.id,
      "evidence-of-evolution",
      Array.from({ length: 10 }, () => ({ correct: false, at: new Date(now.getTime() - 4 * HOUR) })),
    );
    await evidence(student.id, "transport", [
      ...Array.from({ length: 5 }, () => ({ correct: true, at: new Date(now.getTime() - 10 * DAY) })),
      ...Array.from({ length: 5 }, () => ({ correct: false, at: new Date(now.getTime() - 10 * DAY) })),
    ]);
    // 95 minutes of study today (a sitting adds its time, lessons theirs).
    await db.studyDay.upsert({
      where: { studentId_day: { studentId: student.id, day: new Date(`${lagosDay(now)}T00:00:00Z`) } },
      create: { studentId: student.id, day: new Date(`${lagosDay(now)}T00:00:00Z`), seconds: 95 * 60 },
      update: { seconds: 95 * 60 },
    });
    for (const e of [first, second]) shown.push(e.question.question, ...e.question.options, e.question.explanation);
    weak = [first.topic.name, second.topic.name];
    expect(
      (await put(student, { enabled: true, channel: "email", email: guardian, guardian_name: "Mrs Nnaji" })).status,
    ).toBe(200);
    await confirmByMail(guardian);
  });

  it("mails the practice, the trend and the two weakest topics, in text and HTML", async () => {
    const run = await sendDueDigests(now);
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const [, mail] = await waitForMails(guardian, 2);
    expect(subjectOf(mail!.raw)).toBe("Ifeoma's week on ExamPrep");
    const text = textPart(mail!.raw);
    expect(text).toContain("Hello Mrs Nnaji,");
    expect(text).toContain(
      "Ifeoma answered 50 questions and sat 1 practice paper this week, and studied for about 1 hour 35 minutes.",
    );
    // 20 right of the paper's 30 answers (its 20 blanks are not answers), none of the 20 others: 40 %; the week before, 5 of 10.
    expect(text).toContain("40% of this week's answers were right, down from 50% the week before.");
    expect(text).toContain(`Latest practice paper: WAEC Biology Paper 1 (objectives), 20 out of 50.`);
    expect(text).toContain("The two topics to work on most:");
    expect(text).toContain(`- Biology: ${weak[0]} (Attempted)`);
    expect(text).toContain(`- Biology: ${weak[1]} (Attempted)`);
    expect(text).toContain("It never shows questions or answers.");
    const html = htmlPart(mail!.raw);
    expect(html).toContain(`<li>Biology: ${weak[0]} (Attempted)</li>`);
    expect(html).toContain("<p>Hello Mrs Nnaji,</p>");
  });

  it("never carries a question, an option or an explanation the student saw", async () => {
    const [, mail] = await waitForMails(guardian, 2);
    const raw = textPart(mail!.raw) + mail!.raw;
    const long = shown.filter((s) => s.trim().length >= 12);
    expect(long.length).toBeGreaterThan(50);
    for (const s of long) expect(raw).not.toContain(s);
    const row = await db.mailOutbox.findFirstOrThrow({ where: { to: guardian, template: "guardian-digest" } });
    expect(row.sentAt).not.toBeNull();
    expect(row.payload).toEqual({});
  });

  it("is not sent twice: again now, twice at once, or within the 7 Lagos days", async () => {
    const sentAt = (await db.guardianDigest.findUniqueOrThrow({ where: { studentId: student.id } })).lastSentAt;
    expect(sentAt?.toISOString()).toBe(now.toISOString());
    await Promise.all([sendDueDigests(now), sendDueDigests(now)]);
    await sendDueDigests(new Date(now.getTime() + 5 * DAY));
    expect(await digestsTo(guardian)).toBe(1);

    // Two workers at once on a digest that is due: one mail.
    const other = await newStudent("digest-race");
    const otherGuardian = uniqueEmail("guardian");
    await put(other, { enabled: true, channel: "email", email: otherGuardian });
    await confirmByMail(otherGuardian);
    await Promise.all([sendDueDigests(now), sendDueDigests(now), sendDueDigests(now)]);
    expect(await digestsTo(otherGuardian)).toBe(1);
    const [, mail] = await waitForMails(otherGuardian, 2);
    expect(textPart(mail!.raw)).toContain("Ifeoma did no practice on ExamPrep this week.");
    expect(textPart(mail!.raw)).toContain("Not enough practice yet to name the weakest topics.");

    // A week later (the same weekday, a little earlier in the day): due again.
    // (Earlier by up to 30 minutes, never before that Lagos midnight: Lagos is UTC+1 all year.)
    const sinceMidnight = (now.getTime() + HOUR) % DAY;
    await sendDueDigests(
      new Date(now.getTime() + 7 * DAY - Math.max(0, Math.min(30 * 60 * 1000, sinceMidnight - 60_000))),
    );
    expect(await digestsTo(guardian)).toBe(2);
  });

  it("sends nothing when the student switched it off", async () => {
    const off = await newStudent("digest-off");
    const address = uniqueEmail("guardian");
    await put(off, { enabled: true, channel: "email", email: address });
    await confirmByMail(address);
    await put(off, { enabled: false, channel: "email", email: address });
    await sendDueDigests(now);
    expect(await digestsTo(address)).toBe(0);
    expect((await db.guardianDigest.findUniqueOrThrow({ where: { studentId: off.id } })).lastSentAt).toBeNull();
  });

  it("sends nothing to a guardian who has not confirmed", async () => {
    const unasked = await newStudent("digest-unconfirmed");
    const address = uniqueEmail("guardian");
    await put(unasked, { enabled: true, channel: "email", email: address });
    await sendDueDigests(now);
    expect(await digestsTo(address)).toBe(0);
    expect((await db.guardianDigest.findUniqueOrThrow({ where: { studentId: unasked.id } })).lastSentAt).toBeNull();
  });

  it("sends SMS and WhatsApp through the messaging fake, once", async () => {
    const local = phone();
    expect((await put(student, { enabled: true, channel: "sms", phone: local })).status).toBe(200);
    await confirmByPhone(international(local));
    const later = new Date(now.getTime() + 14 * DAY);
    await sendDueDigests(later);
    await sendDueDigests(later);
    const sms = messagesTo(international(local)).slice(1);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe("sms");
    expect(sms[0]!.text).toMatch(/^ExamPrep weekly: Ifeoma answered \d+ questions/);
    expect(sms[0]!.text.length).toBeLessThanOrEqual(306);
    for (const s of shown.filter((x) => x.trim().length >= 12)) expect(sms[0]!.text).not.toContain(s);

    const whatsapp = await newStudent("digest-whatsapp");
    const other = phone();
    await put(whatsapp, { enabled: true, channel: "whatsapp", phone: other, guardian_name: "Baba Tunde" });
    await confirmByPhone(international(other));
    await sendDueDigests(later);
    const [, message] = messagesTo(international(other));
    expect(message).toMatchObject({ channel: "whatsapp", to: international(other) });
    expect(message!.text).toContain("Hello Baba Tunde,");
    expect(message!.text).toContain("can stop these summaries at any time in Settings");
  });

  it("tries again next run when the SMS provider refuses a message", async () => {
    const unlucky = await newStudent("digest-retry");
    const local = phone();
    await put(unlucky, { enabled: true, channel: "sms", phone: local });
    await confirmByPhone(international(local));
    provider.down = true;
    try {
      const run = await sendDueDigests(now);
      expect(run.failed).toBeGreaterThanOrEqual(1);
    } finally {
      provider.down = false;
    }
    expect((await db.guardianDigest.findUniqueOrThrow({ where: { studentId: unlucky.id } })).lastSentAt).toBeNull();
    expect(messagesTo(international(local))).toHaveLength(1);
    await sendDueDigests(now);
    expect(messagesTo(international(local))).toHaveLength(2);
    expect(
      (await db.guardianDigest.findUniqueOrThrow({ where: { studentId: unlucky.id } })).lastSentAt?.toISOString(),
    ).toBe(now.toISOString());
  });

  it("asks again on the next save when the provider refused the confirmation request, and only then", async () => {
    const asking = await newStudent("digest-ask-retry");
    const local = phone();
    provider.down = true;
    try {
      const saved = await put(asking, { enabled: true, channel: "sms", phone: local });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ guardian_status: "pending", confirmation_sent_at: null });
    } finally {
      provider.down = false;
    }
    expect(messagesTo(international(local))).toHaveLength(0);
    const again = await put(asking, { enabled: true, channel: "sms", phone: local });
    expect(again.body.confirmation_sent_at).not.toBeNull();
    await put(asking, { enabled: true, channel: "whatsapp", phone: local });
    expect(messagesTo(international(local))).toHaveLength(1);
    expect(await db.guardianLink.count({ where: { studentId: asking.id } })).toBe(2);
    await confirmByPhone(international(local));
  });
});
