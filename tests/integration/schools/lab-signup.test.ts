import { afterAll, describe, expect, it } from "vitest";
import { LAB_SIGNUP_MESSAGE, registerTutor, signUpStudent } from "@/server/accounts/sign-up";
import { openDb, signInResponse, studentFields, uniqueEmail } from "../../support/api";

// Lab mode (npm run lab, docs/schools.md): no mail leaves a school's network, so a new account is
// verified as it is made and signs in at once; an address already there keeps its own password.

const db = openDb();
afterAll(() => db.$disconnect());

describe("sign-up in lab mode", () => {
  it("a student's and a teacher's new accounts sign in at once, and no mail is queued", async () => {
    const fields = studentFields();
    const email = String(fields.email);
    expect(await signUpStudent(fields as never, { verifyAtOnce: true })).toEqual({ message: LAB_SIGNUP_MESSAGE });
    expect((await signInResponse(email, String(fields.password))).status).toBe(200);
    expect(await db.mailOutbox.count({ where: { to: email } })).toBe(0);

    const tutorEmail = uniqueEmail("lab-teacher");
    await registerTutor(
      {
        email: tutorEmail,
        password: "Lab-Teacher-42",
        firstName: "Bisi",
        lastName: "Ade",
        displayName: "Bisi A.",
        bio: "",
        expertise: "",
      },
      { verifyAtOnce: true },
    );
    expect((await signInResponse(tutorEmail, "Lab-Teacher-42", "tutor")).status).toBe(200);
  });

  it("signing up again with a taken address changes nobody's password", async () => {
    const fields = studentFields();
    await signUpStudent(fields as never, { verifyAtOnce: true });
    await signUpStudent({ ...fields, password: "Someone-Else-9" } as never, { verifyAtOnce: true });
    expect((await signInResponse(String(fields.email), "Someone-Else-9")).status).toBe(401);
    expect((await signInResponse(String(fields.email), String(fields.password))).status).toBe(200);
  });
});
