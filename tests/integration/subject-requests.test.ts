// POST /api/subject-requests: anonymous or signed in, validated, rate limited per IP and account.
import { afterAll, describe, expect, it } from "vitest";
import { POST as requestSubject } from "@/app/api/subject-requests/route";
import { limits } from "@/server/rate-limit";
import { listLatestSubjectRequests } from "@/server/courses/subject-requests";
import { call, newStudent, openDb, randomIp } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

describe("POST /api/subject-requests", () => {
  it("stores an anonymous request and one from a signed-in student, listed newest first for operators", async () => {
    const anonymous = await call(requestSubject, {
      body: { subject: "Further Mathematics", exam: "WAEC", note: "Past questions please" },
    });
    expect(anonymous.status).toBe(201);
    expect(anonymous.body.subject_request).toMatchObject({
      subject: "Further Mathematics",
      exam: "WAEC",
      note: "Past questions please",
      requester_id: null,
    });
    const s = await newStudent();
    const signedIn = await call(requestSubject, { token: s.token, body: { subject: "Igbo", exam: "NECO" } });
    expect(signedIn.status).toBe(201);
    expect(signedIn.body.subject_request).toMatchObject({ subject: "Igbo", note: null, requester_id: s.id });
    const latest = await listLatestSubjectRequests(2);
    expect(latest.map((r) => r.subject)).toEqual(["Igbo", "Further Mathematics"]);
    expect(latest[0]!.requester_email).toBe(s.email);
  });

  it("bad input is a 400 that stores nothing", async () => {
    const before = await db.subjectRequest.count();
    for (const body of [
      {},
      { subject: "x", exam: "WAEC" },
      { subject: "Music", exam: "JAMB" },
      { subject: "Music", exam: "UTME", note: "n".repeat(501) },
    ]) {
      const res = await call(requestSubject, { body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("validation_error");
    }
    expect(await db.subjectRequest.count()).toBe(before);
  });

  it("answers 429 with Retry-After past the per-address limit", async () => {
    const ip = randomIp();
    for (let i = 0; i < limits.subjectRequestIp.max; i++) {
      expect((await call(requestSubject, { ip, body: { subject: `Subject ${i}`, exam: "Other" } })).status).toBe(201);
    }
    const limited = await call(requestSubject, { ip, body: { subject: "One more", exam: "Other" } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.subjectRequest.count({ where: { subject: "One more" } })).toBe(0);
  });
});
