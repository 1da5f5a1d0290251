// What the studio's question bank list adds to GET /api/bank/questions: the exam filter, each
// question's open reports, the flag its item statistics raise and its notation as stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as questionsGet, POST as questionsPost } from "@/app/api/bank/questions/route";
import { call, type TestAccount } from "../../support/api";
import { db, hex, newSitting, newStudent, newTutor } from "../bank/authoring-helpers";

afterAll(() => db.$disconnect());

describe("the bank list for the studio", () => {
  let tutor: TestAccount;
  const ids: Record<"utme" | "waec" | "both", string> = { utme: "", waec: "", both: "" };

  async function add(exams: string[]) {
    const res = await call(questionsPost, {
      token: tutor.token,
      body: {
        subject: "Physics",
        text: `What is the SI unit of force? ${hex()}`,
        options: ["Joule", "Newton", "Watt", "Pascal"],
        answer: "B",
        exams,
      },
    });
    expect(res.status).toBe(201);
    return res.body.question.id as string;
  }
  const list = (query: string) =>
    call(questionsGet, { path: `/api/bank/questions?subject=Physics&${query}`, token: tutor.token });

  beforeAll(async () => {
    tutor = await newTutor();
    ids.utme = await add(["UTME"]);
    ids.waec = await add(["WAEC"]);
    ids.both = await add(["UTME", "WAEC"]);
  });

  it("filters by exam", async () => {
    const utme = await list("exam=UTME");
    expect(utme.body.questions.map((q: { id: string }) => q.id).sort()).toEqual([ids.utme, ids.both].sort());
    expect(utme.body.pagination.total).toBe(2);
    const waec = await list("exam=WAEC");
    expect(waec.body.questions.map((q: { id: string }) => q.id).sort()).toEqual([ids.waec, ids.both].sort());
    const bad = await list("exam=GCE");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("validation_error");
    expect(bad.body.errors.exam).toMatch(/UTME, WAEC or NECO/);
  });

  it("counts each question's open reports, not the resolved ones", async () => {
    const [a, b, c] = await Promise.all([newStudent(), newStudent(), newStudent()]);
    await db.questionReport.createMany({
      data: [
        { questionId: ids.utme, reporterId: a.id, reason: "wrong_key" },
        { questionId: ids.utme, reporterId: b.id, reason: "typo" },
        { questionId: ids.utme, reporterId: c.id, reason: "unclear", resolvedAt: new Date() },
      ],
    });
    const res = await list("status=all");
    const reports = Object.fromEntries(
      res.body.questions.map((q: { id: string; open_reports: number }) => [q.id, q.open_reports]),
    );
    expect(reports).toEqual({ [ids.utme]: 2, [ids.waec]: 0, [ids.both]: 0 });
  });

  it("flags a question everyone gets right as too easy once it has 30 responses", async () => {
    const student = await newStudent();
    for (let i = 0; i < 30; i++)
      await newSitting(student.id, [{ questionId: ids.waec, subject: "Physics", correctKey: "B", answer: "B" }]);
    const res = await list("exam=WAEC");
    const flags = Object.fromEntries(
      res.body.questions.map((q: { id: string; flag: string | null }) => [q.id, q.flag]),
    );
    expect(flags).toEqual({ [ids.waec]: "too_easy", [ids.both]: null });
    expect(res.body.questions.find((q: { id: string }) => q.id === ids.waec).stats).toMatchObject({
      responses: 30,
      facility: 1,
    });
  });

  it("carries each question's notation as its current version stores it, null when it has none", async () => {
    const res = await call(questionsPost, {
      token: tutor.token,
      body: {
        subject: "Physics",
        text: `A body's kinetic energy is $\\frac{1}{2}mv^2$. ${hex()}`,
        options: ["$mv$", "Joule", "Watt", "Pascal"],
        answer: "B",
        exams: ["NECO"],
      },
    });
    expect(res.status).toBe(201);
    const id = res.body.question.id as string;
    // What is stored is what the list serves: nothing renders it again.
    const stored = {
      text: "<b>stored text</b>",
      options: ["<b>stored</b>", "Joule", "Watt", "Pascal"],
      explanation: "",
    };
    await db.questionVersion.update({
      where: { questionId_version: { questionId: id, version: 1 } },
      data: { html: stored },
    });

    const listed = await list("exam=NECO");
    expect(listed.body.questions).toHaveLength(1);
    expect(listed.body.questions[0]).toMatchObject({
      id,
      text: expect.stringContaining("$\\frac{1}{2}mv^2$"),
      html: { text: "<b>stored text</b>", options: ["<b>stored</b>", null, null, null], explanation: null },
    });
    const plain = await list("exam=UTME");
    expect(plain.body.questions.map((q: { html: unknown }) => q.html)).toEqual([null, null]);
  });
});
