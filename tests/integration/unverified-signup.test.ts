// A student who never verified their address signs up again: the answer is a new sign-up's,
// and the mail is a fresh verification link (docs/contract.md, "Mails"), not the notice that sends a
// verified owner to sign in. Sign-in tells the unverified state apart by its error code.
import { afterAll, describe, expect, it } from "vitest";
import {
  APP_URL,
  openDb,
  openVerifyLink,
  signInResponse,
  signUp,
  studentFields,
  uniqueEmail,
  verificationLink,
} from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

describe("signing up again with an unverified address", () => {
  it("answers as a new sign-up and mails a new verification link that works", async () => {
    const email = uniqueEmail("unverified");
    const first = await signUp(studentFields({ email, first_name: "Kemi" }));
    const again = await signUp(studentFields({ email, first_name: "Kemi", password: "Another-Pass-1" }));
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);

    const link = await verificationLink(email, 2);
    expect(link.startsWith(`${APP_URL}/api/auth/verify-email?token=`)).toBe(true);
    expect(await db.user.count({ where: { email } })).toBe(1);
    expect((await openVerifyLink(link)).location).toBe(`${APP_URL}/signin?verified=1`);
    // The first password stands: the second sign-up changed nothing but the link.
    expect((await signInResponse(email, "Correct-Horse-9")).status).toBe(200);
  });

  it("signing in before verifying answers 401 with the email_not_verified code", async () => {
    const fields = studentFields({ email: uniqueEmail("unverified") });
    await signUp(fields);
    const res = await signInResponse(String(fields.email), String(fields.password));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Email not verified. Please check your email.", error: "email_not_verified" });
  });
});
