import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { POST as followRoute, GET as openRoute } from "@/app/api/guardian-links/[token]/route";
import { GET as getDigestRoute, PUT as putDigestRoute } from "@/app/api/me/guardian-digest/route";
import GuardianLinkPage from "@/app/g/[token]/page";
import { guardianDigestMessages } from "@/lib/guardian/guardian-digest-rules";
import type { WrittenMessage } from "@/server/integrations/messaging/types";
import { requestMailDelivery } from "@/server/jobs/mail-deliver";
import { sendDigest } from "@/server/guardian/guardian-digest";
import { APP_URL, call, newStudent, openDb, uniqueEmail, type TestAccount } from "../../support/api";
import { linksIn, mailsTo, subjectOf, textPart, waitForMails } from "../../support/mail";

// Issue 31, point 4: the guardian digest must not mail strangers. A student's guardian is asked
// once, naming the student, and gets nothing else until they agree; a refusal or an unsubscribe
// is final; the name is a plain name; new addresses are a few a week at most. Every link works
// without an account, and opening one changes nothing.

const db = openDb();
afterAll(() => db.$disconnect());

const DAY = 24 * 60 * 60 * 1000;
const SCAM = "Sir. Your account is suspended: verify at http://examprep-verify.example/login";
const CONFIRM_SUBJECT = "Ifeoma Nnaji asks to send you weekly ExamPrep summaries";

const put = (account: TestAccount, body: unknown) =>
  call(putDigestRoute, { method: "PUT", token: account.token, body });
const settings = async (account: TestAccount) => (await call(getDigestRoute, { token: account.token })).body;

const plain = (raw: string) => textPart(raw).replace(/\r\n/g, "\n");
// One student's digest at a time: sendDueDigests would send other test files' students' digests
// at this file's dates (guardian-digest.test.ts tests it).
async function send(student: TestAccount, at: Date) {
  const channel = await sendDigest(student.id, at);
  if (channel === "email") await requestMailDelivery();
  return channel;
}
const tokenOf = (link: string) => new URL(link).pathname.replace(/^\/g\//, "");
/** The guardian pressing the page's button: a form POST from the app's own page, no account. */
const press = (link: string) =>
  call(followRoute, {
    method: "POST",
    params: { token: tokenOf(link) },
    rawBody: "",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: APP_URL },
  });
/** The page a link opens, as the guardian's browser (or a mail scanner) gets it. */
const page = async (link: string) =>
  renderToStaticMarkup(await GuardianLinkPage({ params: Promise.resolve({ token: tokenOf(link) }) }));

/** The one confirmation request's two links, from its text part. */
async function request(address: string) {
  const [mail] = await waitForMails(address);
  expect(subjectOf(mail!.raw)).toBe(CONFIRM_SUBJECT);
  const text = plain(mail!.raw);
  const [confirm, refuse] = linksIn(mail!);
  expect(text).toContain(`Yes, send me the summaries:\n${confirm}`);
  expect(text).toContain(`No, do not contact me again:\n${refuse}`);
  return { mail: mail!, text, confirm: confirm!, refuse: refuse! };
}

const outbox = (to: string, template: string) => db.mailOutbox.count({ where: { to, template } });

function messagesTo(to: string): WrittenMessage[] {
  const dir = process.env.MESSAGING_DIR!;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as WrittenMessage)
    .filter((m) => m.to === to);
}
const phone = () => `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
const international = (local: string) => `+234${local.slice(1)}`;

describe("the guardian's name", () => {
  it("refuses the scam text, digits, links and punctuation with 400, and saves and sends nothing", async () => {
    const student = await newStudent("consent-name");
    const stranger = uniqueEmail("stranger");
    for (const name of [SCAM, "Mr 2Pac", "www.evil.ng", "Mama (call 0803)", "Sir.", "Ada\nObi", "a".repeat(61)]) {
      const res = await put(student, { enabled: true, channel: "email", email: stranger, guardian_name: name });
      expect(res.status, name).toBe(400);
      expect(res.body.error).toBe("validation_error");
      expect(res.body.errors.guardian_name).toBe(
        name === "a".repeat(61) ? guardianDigestMessages.nameTooLong : guardianDigestMessages.nameInvalid,
      );
    }
    expect((await settings(student)).enabled).toBe(false);
    expect(await db.mailOutbox.count({ where: { to: stranger } })).toBe(0);
    expect(await db.guardianContact.count({ where: { studentId: student.id } })).toBe(0);
  });

  it("refuses to ask anyone in the name of an account named like a message, and sends nothing", async () => {
    const student = await newStudent("consent-account-name");
    await db.user.update({
      where: { id: student.id },
      data: { firstName: "Sir.", lastName: "Your account is suspended: verify at http://x.example" },
    });
    const stranger = uniqueEmail("stranger");
    const res = await put(student, { enabled: true, channel: "email", email: stranger, guardian_name: "Mrs Nnaji" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "validation_error", message: guardianDigestMessages.accountNameInvalid });
    expect(await db.mailOutbox.count({ where: { to: stranger } })).toBe(0);
    expect(await db.guardianContact.count({ where: { studentId: student.id } })).toBe(0);
    expect((await settings(student)).enabled).toBe(false);
  });

  it("takes names in any script, with hyphens and apostrophes", async () => {
    const student = await newStudent("consent-name-ok");
    for (const name of [
      "Mrs Nnaji",
      "Adébáyọ̀ O’Neil-Okafor",
      "Chukwuemeka",
      "Baba Tunde",
      "Ọlọ́run D'Souza",
      "Ма́рия",
      "",
    ]) {
      const res = await put(student, { enabled: false, channel: "email", guardian_name: `  ${name}  ` });
      expect(res.status, name).toBe(200);
      expect(res.body.guardian_name).toBe(name.normalize("NFC"));
    }
  });
});

describe("asking the guardian first", () => {
  it("sends exactly one request naming the student, and no digest until they confirm", async () => {
    const student = await newStudent("consent-ask");
    const stranger = uniqueEmail("stranger");
    const saved = await put(student, { enabled: true, channel: "email", email: stranger, guardian_name: "Mrs Nnaji" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ guardian_status: "pending", email: stranger });
    expect(saved.body.confirmation_sent_at).not.toBeNull();

    const { text, confirm, refuse } = await request(stranger);
    expect(text).toContain("Hello Mrs Nnaji,");
    expect(text).toContain("Ifeoma Nnaji, a student on ExamPrep, gave this address");
    expect(text).toContain("Nothing will be sent unless you agree.");
    expect(confirm).toMatch(new RegExp(`^${APP_URL}/g/[A-Za-z0-9_-]{22}$`));
    expect(refuse).toMatch(new RegExp(`^${APP_URL}/g/[A-Za-z0-9_-]{22}$`));
    expect(confirm).not.toBe(refuse);
    // Only hashes are stored.
    const stored = await db.guardianLink.findMany({ where: { studentId: student.id } });
    expect(stored.map((l) => l.purpose).sort()).toEqual(["confirm", "refuse"]);
    for (const l of stored) expect([tokenOf(confirm), tokenOf(refuse)]).not.toContain(l.tokenHash);

    // Saving again, renaming, switching off and on: still the one request.
    await put(student, { enabled: true, channel: "email", email: stranger, guardian_name: "Mrs Ada Nnaji" });
    await put(student, { enabled: false, channel: "email", email: stranger });
    await put(student, { enabled: true, channel: "email", email: stranger });
    await send(student, new Date(Date.now() + DAY));
    await send(student, new Date(Date.now() + 8 * DAY));
    expect(await outbox(stranger, "guardian-confirm")).toBe(1);
    expect(await outbox(stranger, "guardian-digest")).toBe(0);
    expect((await settings(student)).guardian_status).toBe("pending");
  });

  it("opening a link (a person or a mail scanner) changes nothing; its page's button does", async () => {
    const student = await newStudent("consent-scanner");
    const guardian = uniqueEmail("guardian");
    await put(student, { enabled: true, channel: "email", email: guardian });
    const { confirm, refuse } = await request(guardian);

    const html = await page(confirm);
    expect(html).toContain("Ifeoma Nnaji, a student on ExamPrep, asked to send you");
    expect(html).toContain(`action="/api/guardian-links/${tokenOf(confirm)}"`);
    expect(html).toContain("Yes, send me the summaries");
    await page(refuse);
    const opened = await call(openRoute, { params: { token: tokenOf(confirm) } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(confirm);
    expect((await settings(student)).guardian_status).toBe("pending");

    const pressed = await press(confirm);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get("location")).toBe(confirm);
    expect((await settings(student)).guardian_status).toBe("confirmed");
    expect(await page(confirm)).toContain("Thank you. You will get a summary about Ifeoma Nnaji once a week.");
  });

  it("a refusal is final: no digest ever, and the address is never written to again for that student", async () => {
    const student = await newStudent("consent-refuse");
    const stranger = uniqueEmail("stranger");
    await put(student, { enabled: true, channel: "email", email: stranger, guardian_name: "Mrs Nnaji" });
    const { confirm, refuse } = await request(stranger);

    const refused = await call(followRoute, { method: "POST", params: { token: tokenOf(refuse) } });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ purpose: "refuse", guardian_status: "refused", student_name: "Ifeoma Nnaji" });
    expect(await page(refuse)).toContain("ExamPrep will not write to you about Ifeoma Nnaji again.");

    // The student sees it; the confirm link can no longer undo it.
    expect(await settings(student)).toMatchObject({ guardian_status: "refused", email: stranger });
    expect((await press(confirm)).status).toBe(303);
    expect((await settings(student)).guardian_status).toBe("refused");

    // Given again, away and back: saved, nothing sent.
    const other = uniqueEmail("guardian");
    await put(student, { enabled: true, channel: "email", email: other });
    const again = await put(student, { enabled: true, channel: "email", email: stranger, guardian_name: "Mrs Nnaji" });
    expect(again.status).toBe(200);
    expect(again.body.guardian_status).toBe("refused");
    await send(student, new Date(Date.now() + DAY));
    await send(student, new Date(Date.now() + 15 * DAY));
    expect(await db.mailOutbox.count({ where: { to: stranger } })).toBe(1);
    expect(mailsTo(stranger)).toHaveLength(1);
  });
});

describe("a confirmed guardian", () => {
  it("gets the digest with a working unsubscribe link and a one-click List-Unsubscribe; after it, nothing more", async () => {
    const student = await newStudent("consent-digest");
    const guardian = uniqueEmail("guardian");
    await put(student, { enabled: true, channel: "email", email: guardian, guardian_name: "Mrs Nnaji" });
    const { confirm } = await request(guardian);
    await press(confirm);

    const now = new Date(Date.now() + 60_000);
    await send(student, now);
    const mails = await waitForMails(guardian, 2);
    const digest = mails[1]!;
    expect(subjectOf(digest.raw)).toBe("Ifeoma's week on ExamPrep");
    const text = plain(digest.raw);
    expect(text).toContain("Hello Mrs Nnaji,");
    const stop = /To stop these summaries yourself \(no account needed\), open:\n(\S+)/.exec(text)?.[1];
    expect(stop).toMatch(new RegExp(`^${APP_URL}/g/[A-Za-z0-9_-]{22}$`));
    const oneClick = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(digest.raw)?.[1];
    expect(oneClick, digest.raw.slice(0, 1200)).toBe(`${APP_URL}/api/guardian-links/${tokenOf(stop!)}`);
    expect(digest.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(await page(stop!)).toContain("Stop the weekly summaries about Ifeoma Nnaji?");

    // The mailbox provider's one-click POST (RFC 8058): no account, no cookie, no Origin.
    const unsubscribed = await call(followRoute, {
      method: "POST",
      params: { token: tokenOf(stop!) },
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.guardian_status).toBe("unsubscribed");
    expect(await settings(student)).toMatchObject({ guardian_status: "unsubscribed" });

    await send(student, new Date(now.getTime() + 7 * DAY));
    await send(student, new Date(now.getTime() + 14 * DAY));
    expect(await outbox(guardian, "guardian-digest")).toBe(1);
    // Not asked again either, whatever the student saves.
    await put(student, { enabled: true, channel: "email", email: guardian });
    expect(await db.mailOutbox.count({ where: { to: guardian } })).toBe(2);
  });

  it("can also stop them from the page the digest links to", async () => {
    const student = await newStudent("consent-page-stop");
    const guardian = uniqueEmail("guardian");
    await put(student, { enabled: true, channel: "email", email: guardian });
    await press((await request(guardian)).confirm);
    const now = new Date(Date.now() + 60_000);
    await send(student, now);
    const stop = linksIn((await waitForMails(guardian, 2))[1]!).at(-1)!;
    expect((await press(stop)).status).toBe(303);
    expect(await page(stop)).toContain("The summaries about Ifeoma Nnaji have stopped");
    await send(student, new Date(now.getTime() + 7 * DAY));
    expect(await outbox(guardian, "guardian-digest")).toBe(1);
  });

  it("an unknown link is a 404 with the contract's body, and its page says it is not valid", async () => {
    const res = await call(followRoute, { method: "POST", params: { token: "A".repeat(22) } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: "not_found",
      message: "This link is not valid. Open the latest message from ExamPrep.",
    });
    expect((await call(followRoute, { method: "POST", params: { token: "../../etc" } })).status).toBe(404);
    expect(await page(`${APP_URL}/g/${"A".repeat(22)}`)).toContain("This link is not valid.");
  });
});

describe("new addresses", () => {
  it("are at most 3 in 7 days per student: the 4th is a plain 429 that saves and sends nothing", async () => {
    const student = await newStudent("consent-limit");
    const addresses = [uniqueEmail("g1"), uniqueEmail("g2"), uniqueEmail("g3"), uniqueEmail("g4")];
    for (const email of addresses.slice(0, 3))
      expect((await put(student, { enabled: true, channel: "email", email })).status).toBe(200);
    // Going back to one already given is not a new address.
    expect((await put(student, { enabled: true, channel: "email", email: addresses[0] })).status).toBe(200);

    const fourth = await put(student, {
      enabled: true,
      channel: "email",
      email: addresses[3],
      guardian_name: "Mrs Nnaji",
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      error: "rate_limited",
      message: "You can give a new contact for your parent or guardian 3 times a week. Try again in 7 days.",
    });
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(6 * 86_400);
    expect(await settings(student)).toMatchObject({ email: addresses[0], guardian_name: "" });
    expect(await db.mailOutbox.count({ where: { to: addresses[3] } })).toBe(0);
    // Another student is not held back by this one.
    expect(
      (await put(await newStudent("consent-limit-other"), { enabled: true, channel: "email", email: addresses[3] }))
        .status,
    ).toBe(200);

    // A week on, the student may give another.
    await db.guardianContact.updateMany({
      where: { studentId: student.id },
      data: { createdAt: new Date(Date.now() - 7 * DAY - 60_000) },
    });
    expect((await put(student, { enabled: true, channel: "email", email: uniqueEmail("g5") })).status).toBe(200);
  });
});

describe("SMS and WhatsApp", () => {
  it("ask first with short links, then each digest carries a stop link that ends them", async () => {
    const student = await newStudent("consent-sms");
    const local = phone();
    const to = international(local);
    const saved = await put(student, { enabled: true, channel: "sms", phone: local, guardian_name: "Baba Tunde" });
    expect(saved.body).toMatchObject({ guardian_status: "pending", phone: to });
    expect(saved.body.confirmation_sent_at).not.toBeNull();

    const [asked, ...rest] = messagesTo(to);
    expect(rest).toHaveLength(0);
    expect(asked!.channel).toBe("sms");
    expect(asked!.text).toMatch(/^ExamPrep: Ifeoma Nnaji asks to send you a weekly summary of their exam practice\./);
    expect(asked!.text.length).toBeLessThanOrEqual(306);
    const [, confirm, refuse] = /Agree: (\S+) Refuse: (\S+)$/.exec(asked!.text)!;
    expect(refuse).toMatch(/\/g\//);

    // WhatsApp on the same number is the same guardian: not asked twice.
    await put(student, { enabled: true, channel: "whatsapp", phone: local });
    await put(student, { enabled: true, channel: "sms", phone: local });
    const now = new Date(Date.now() + 60_000);
    await send(student, now);
    expect(messagesTo(to)).toHaveLength(1);

    await press(confirm!);
    await send(student, now);
    const digest = messagesTo(to)[1]!;
    expect(digest.text).toMatch(/^ExamPrep weekly: Ifeoma answered/);
    expect(digest.text.length).toBeLessThanOrEqual(306);
    const stop = / Stop: (\S+)$/.exec(digest.text)?.[1];
    expect(stop).toMatch(new RegExp(`^${APP_URL}/g/[A-Za-z0-9_-]{22}$`));

    await press(stop!);
    await send(student, new Date(now.getTime() + 7 * DAY));
    expect(messagesTo(to)).toHaveLength(2);
  });

  it("a WhatsApp digest ends with the stop link", async () => {
    const student = await newStudent("consent-whatsapp");
    const local = phone();
    const to = international(local);
    await put(student, { enabled: true, channel: "whatsapp", phone: local });
    const [asked] = messagesTo(to);
    expect(asked!.channel).toBe("whatsapp");
    await press(/Agree: (\S+)/.exec(asked!.text)![1]!);
    await send(student, new Date(Date.now() + 60_000));
    const digest = messagesTo(to)[1]!;
    expect(digest.text).toMatch(new RegExp(`\\n\\nTo stop these summaries yourself: ${APP_URL}/g/[A-Za-z0-9_-]{22}$`));
  });
});
