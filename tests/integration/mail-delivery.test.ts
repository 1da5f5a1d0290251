// Mail goes out right after the request that causes it (kickMailer), also when several
// such requests overlap: no mail may wait for the 30-second background sweep.
import { NextRequest } from "next/server";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as signupHandler } from "@/app/api/students/signup/route";
import { mailerIdle } from "@/server/integrations/mailer/outbox";
import { mailTransport } from "@/server/integrations/mailer/transport";
import { CLIENT_IP_HEADER } from "@/server/runtime-bridge";
import { APP_URL, openDb, randomIp, signUp, studentFields } from "../support/api";
import { mailsTo, waitForMails } from "../support/mail";

const db = openDb();
afterAll(() => db.$disconnect());
afterEach(() => {
  vi.restoreAllMocks();
});

const signupRequest = (fields: object) =>
  new NextRequest(`${APP_URL}/api/students/signup`, {
    method: "POST",
    body: JSON.stringify(fields),
    headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: randomIp() },
  });
const noParams = { params: Promise.resolve({}) };

describe("mail delivery", () => {
  it("sends each sign-up's mail once and marks the outbox row sent with its link erased", async () => {
    const fields = studentFields();
    await signUp(fields);
    const [mail] = await waitForMails(String(fields.email));
    expect(mail).toBeDefined();
    const rows = await db.mailOutbox.findMany({ where: { to: String(fields.email) } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(rows[0]!.payload).toEqual({});
    expect(mailsTo(String(fields.email))).toHaveLength(1);
  });

  it("delivers the mail of a sign-up made while an earlier mail is still being sent", async () => {
    // Slow SMTP: the first sign-up's delivery run is still in flight when the second commits.
    const first = studentFields();
    const second = studentFields();
    const transport = mailTransport();
    const send = transport.send.bind(transport);
    let firstSentAt = 0;
    vi.spyOn(transport, "send").mockImplementation(async (mail) => {
      if (mail.to !== first.email) return send(mail);
      await new Promise((r) => setTimeout(r, 600));
      await send(mail);
      firstSentAt = Date.now();
    });
    expect((await signupHandler(signupRequest(first), noParams)).status).toBe(201);
    expect((await signupHandler(signupRequest(second), noParams)).status).toBe(201);
    const secondCommittedAt = Date.now();
    await mailerIdle();
    expect(firstSentAt, "the second sign-up overlapped the first delivery").toBeGreaterThan(secondCommittedAt);
    await waitForMails(String(first.email), 1, { timeoutMs: 3000 });
    const rows = await db.mailOutbox.findMany({ where: { to: String(second.email) } });
    expect(rows).toHaveLength(1);
    // The verification mail must not wait for an unrelated later request or the 30 s sweep.
    // (Another test process's delivery run could pick the row up and hide the bug, never the reverse.)
    await expect(waitForMails(String(second.email), 1, { timeoutMs: 2000 })).resolves.toHaveLength(1);
  });
});
