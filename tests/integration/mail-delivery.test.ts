// Mail goes out through the mail.deliver job the request enqueues once its transaction has
// committed (a worker runs here: tests/support/jobs.ts), and a sent row keeps no link. The job
// itself (policy, retries, two workers) is tested in tests/integration/jobs/.
import { afterAll, describe, expect, it } from "vitest";
import { openDb, signUp, studentFields } from "../support/api";
import { mailsTo, waitForMails } from "../support/mail";

const db = openDb();
afterAll(() => db.$disconnect());

describe("mail delivery", () => {
  it("sends each sign-up's mail once and marks the outbox row sent with its link erased", async () => {
    const fields = studentFields();
    await signUp(fields);
    const [mail] = await waitForMails(String(fields.email));
    expect(mail).toBeDefined();
    // The worker marks the row sent once the SMTP server has taken the mail.
    const row = () => db.mailOutbox.findMany({ where: { to: String(fields.email) } });
    await expect.poll(async () => (await row()).map((r) => r.sentAt !== null)).toEqual([true]);
    expect((await row())[0]!.payload).toEqual({});
    expect(mailsTo(String(fields.email))).toHaveLength(1);
  });

  it("delivers several sign-ups made at once, each mail once", async () => {
    const fields = Array.from({ length: 6 }, () => studentFields());
    await Promise.all(fields.map((f) => signUp(f)));
    for (const f of fields) await waitForMails(String(f.email));
    // Any late duplicate would have been sent by now.
    await new Promise((r) => setTimeout(r, 300));
    for (const f of fields) expect(mailsTo(String(f.email))).toHaveLength(1);
  });
});
