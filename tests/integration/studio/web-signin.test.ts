// POST /api/auth/signin: the web's one sign-in form signs in students and tutors alike, with
// the role found by the server, and answers, refuses and limits as the role endpoints do.
import { afterAll, describe, expect, it } from "vitest";
import { POST as webSignin } from "@/app/api/auth/signin/route";
import { GET as meHandler } from "@/app/api/auth/me/route";
import { hashPassword } from "@/server/auth/password";
import {
  call,
  newStudent,
  openDb,
  randomIp,
  registerTutor,
  signInResponse,
  uniqueEmail,
  SESSION_COOKIE,
} from "../../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

const webSignIn = (email: string, password: string, ip?: string) =>
  call(webSignin, { path: "/api/auth/signin", body: { email, password }, ip });

describe("POST /api/auth/signin", () => {
  it("signs a tutor in as a tutor, with a working session and cookie", async () => {
    const tutor = await registerTutor();

    const res = await webSignIn(tutor.email, tutor.password);

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.role).toBe("tutor");
    expect(res.body.user).toMatchObject({ id: tutor.id, role: "tutor", expertise: "Physics" });
    expect(res.body.session).toMatchObject({ access_token: res.body.token, token_type: "bearer" });
    expect(res.headers.get("set-cookie")).toContain(`${SESSION_COOKIE}=${res.body.token}`);
    const me = await call(meHandler, { path: "/api/auth/me", token: res.body.token });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain(tutor.id);
  });

  it("signs a student in as a student", async () => {
    const student = await newStudent("web");

    const res = await webSignIn(student.email, student.password);

    expect(res.status).toBe(200);
    expect(res.body.role).toBe("student");
    expect(res.body.user).toMatchObject({ id: student.id, role: "student" });
  });

  it("answers a wrong password and an unknown address exactly as the role endpoints do", async () => {
    const tutor = await registerTutor();
    const wrongTutor = await webSignIn(tutor.email, "Wrong-Password-1");
    const unknown = await webSignIn(uniqueEmail("nobody"), "Wrong-Password-1");
    const wrongOnStudentEndpoint = await signInResponse(tutor.email, "Wrong-Password-1", "student");

    for (const res of [wrongTutor, unknown, wrongOnStudentEndpoint]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: "unauthorized", message: "Invalid email or password" });
    }
  });

  it("keeps the role endpoints to their own role", async () => {
    const tutor = await registerTutor();
    expect((await signInResponse(tutor.email, tutor.password, "student")).status).toBe(401);
    expect((await signInResponse(tutor.email, tutor.password, "tutor")).status).toBe(200);
  });

  it("tells an unverified tutor with the right password to verify first", async () => {
    const email = uniqueEmail("unverified-tutor");
    await db.user.create({
      data: {
        role: "tutor",
        email,
        passwordHash: await hashPassword("Tutor-Pass-42"),
        firstName: "Ngozi",
        lastName: "Eze",
        displayName: "Ngozi E.",
      },
    });

    const res = await webSignIn(email, "Tutor-Pass-42");

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "email_not_verified", message: "Email not verified. Please check your email." });
  });

  it("counts wrong passwords against the same limits as the role endpoints", async () => {
    const tutor = await registerTutor();
    const attacker = randomIp();
    for (let i = 0; i < 5; i++)
      expect((await webSignIn(tutor.email, `Wrong-Password-${i}`, attacker)).status).toBe(401);
    for (let i = 5; i < 10; i++)
      expect((await signInResponse(tutor.email, `Wrong-Password-${i}`, "tutor", attacker)).status).toBe(401);

    const limited = await webSignIn(tutor.email, tutor.password, attacker);

    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await webSignIn(tutor.email, tutor.password, randomIp())).status).toBe(200);
  });

  it("refuses a body without a password with the field's message", async () => {
    const res = await call(webSignin, { path: "/api/auth/signin", body: { email: uniqueEmail("x") } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
  });
});
