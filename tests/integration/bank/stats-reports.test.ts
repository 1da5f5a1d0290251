// Item statistics on the tutor's questions (from submitted sittings only, shown from 30
// responses) and students' reports on questions they were shown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as reportPatch } from "@/app/api/bank/reports/[id]/route";
import { GET as reportsGet } from "@/app/api/bank/reports/route";
import { GET as questionGet } from "@/app/api/bank/questions/[id]/route";
import { GET as questionsGet, POST as questionsPost } from "@/app/api/bank/questions/route";
import { POST as reportPost } from "@/app/api/questions/[id]/reports/route";
import { call, type TestAccount } from "../../support/api";
import { db, hex, newBankQuestion, newSitting, newStudent, newTutor, type TestItem } from "./authoring-helpers";

afterAll(() => db.$disconnect());

async function tutorQuestion(token: string, text = `What is $\\sqrt{49}$? ${hex()}`) {
  const body = {
    subject: "Mathematics",
    text,
    options: ["5", "6", "7", "8"],
    answer: "C",
    exams: ["UTME"],
    difficulty: "hard",
  };
  const res = await call(questionsPost, { token, body });
  expect(res.status).toBe(201);
  return res.body.question.id as string;
}

// ---- Item statistics -------------------------------------------------------------------------

describe("item statistics", () => {
  let tutor: TestAccount;
  let student: TestAccount;
  let questionId: string;
  let others: string[];
  let english: string;

  // Five candidates, repeated: right on the item (x) and right on how many of the 3 other
  // Mathematics items (rest y): (1,3) (1,2) (0,1) (1,2) (0,0). The two who got it wrong also got
  // an English item right, which must not count: the rest score is the same subject's.
  // n = 5, Σx = 3, Σy = 8, Σxy = 7, Σy² = 18: r = (5·7 − 3·8) / √((15 − 9)(90 − 64)) = 11/√156 ≈ 0.881.
  const PATTERN: [number, number][] = [
    [1, 3],
    [1, 2],
    [0, 1],
    [1, 2],
    [0, 0],
  ];
  async function sitting(x: number, rest: number, submitted = true) {
    const key = (right: boolean) => ({ correctKey: "A", answer: right ? "A" : "B" });
    const items: TestItem[] = [
      { questionId, ...key(x === 1) },
      ...others.map((id, i) => ({ questionId: id, ...key(i < rest) })),
      { questionId: english, subject: "English", ...key(x === 0) },
    ];
    // The item's own key: the tutor's question shows 7 (index 2) as C.
    items[0] = { questionId, correctKey: "C", answer: x === 1 ? "C" : "A" };
    await newSitting(student.id, items, { submitted, subjects: ["Mathematics", "English"] });
  }
  const questionOf = async () =>
    (await call(questionGet, { token: tutor.token, params: { id: questionId } })).body.question;
  const statsOf = async () => (await questionOf()).stats;

  beforeAll(async () => {
    tutor = await newTutor();
    student = await newStudent();
    questionId = await tutorQuestion(tutor.token);
    others = [(await newBankQuestion(null)).id, (await newBankQuestion(null)).id, (await newBankQuestion(null)).id];
    english = (await newBankQuestion(null, { subject: "English" })).id;
  });

  it("below 30 responses from submitted sittings: the count, no figures; sittings in progress do not count", async () => {
    expect(await statsOf()).toEqual({ responses: 0, facility: null, discrimination: null });
    for (let round = 0; round < 6; round++)
      for (const [x, rest] of PATTERN) if (!(round === 5 && x === 0 && rest === 0)) await sitting(x, rest);
    await sitting(1, 3, false);
    await sitting(1, 3, false);
    expect(await statsOf()).toEqual({ responses: 29, facility: null, discrimination: null });
    // Until 30 responses the studio shows the difficulty the author set by the rubric.
    expect((await questionOf()).shown_difficulty).toEqual({ difficulty: "hard", from: "rubric" });
  });

  it("at 30 responses: facility 18/30 = 0.6 and point-biserial 11/√156 = 0.881, on the question and in the list", async () => {
    await sitting(0, 0);
    expect(await statsOf()).toEqual({ responses: 30, facility: 0.6, discrimination: 0.881 });
    // From 30 on, candidates' answers decide it: 0.6 right is medium.
    expect((await questionOf()).shown_difficulty).toEqual({ difficulty: "medium", from: "facility" });
    const listed = await call(questionsGet, { path: "/api/bank/questions", token: tutor.token });
    expect(listed.body.questions.find((q: { id: string }) => q.id === questionId).stats).toEqual({
      responses: 30,
      facility: 0.6,
      discrimination: 0.881,
    });
  });
});

// ---- Reports ------------------------------------------------------------------------------------

const report = (token: string | undefined, id: string, body: unknown) =>
  call(reportPost, { path: `/api/questions/${id}/reports`, token, params: { id }, body });

describe("POST /api/questions/{id}/reports", () => {
  it("a student who was shown the question reports it: 201; again: 200 with the same report", async () => {
    const tutor = await newTutor();
    const student = await newStudent();
    const id = await tutorQuestion(tutor.token);
    await newSitting(student.id, [{ questionId: id, correctKey: "C", answer: "A" }]);
    const res = await report(student.token, id, {
      reason: "wrong_key",
      detail: "  I think 7 is right but it marked me wrong.  ",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.report).toEqual({
      id: expect.any(String),
      question_id: id,
      reason: "wrong_key",
      detail: "I think 7 is right but it marked me wrong.",
      created_at: expect.any(String),
      resolved_at: null,
    });
    const again = await report(student.token, id, { reason: "typo" });
    expect(again.status).toBe(200);
    expect(again.body.report).toEqual(res.body.report);
    expect(await db.questionReport.count({ where: { questionId: id } })).toBe(1);
  });

  it("a question the student was never shown, or none at all → 404; nothing written", async () => {
    const tutor = await newTutor();
    const id = await tutorQuestion(tutor.token);
    const someoneElse = await newStudent();
    await newSitting(someoneElse.id, [{ questionId: id, correctKey: "C", answer: "C" }]);
    const student = await newStudent();
    expect((await report(student.token, id, { reason: "typo" })).status).toBe(404);
    expect((await report(student.token, "no-such-question", { reason: "typo" })).status).toBe(404);
    expect(await db.questionReport.count({ where: { questionId: id } })).toBe(0);
  });

  it("a tutor → 403, a visitor → 401, an empty reason or a long detail → 400", async () => {
    const tutor = await newTutor();
    const id = await tutorQuestion(tutor.token);
    const student = await newStudent();
    await newSitting(student.id, [{ questionId: id, correctKey: "C", answer: "C" }]);
    expect((await report(tutor.token, id, { reason: "typo" })).status).toBe(403);
    expect((await report(undefined, id, { reason: "typo" })).status).toBe(401);
    expect((await report(student.token, id, { reason: "  " })).status).toBe(400);
    expect((await report(student.token, id, { reason: 3 })).status).toBe(400);
    expect((await report(student.token, id, {})).status).toBe(400);
    const long = await report(student.token, id, { reason: "other", detail: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors.detail).toBe("detail must be at most 1000 characters");
    const longWords = await report(student.token, id, { reason: "The key is wrong", detail: "x".repeat(990) });
    expect(longWords.status).toBe(400);
    expect(longWords.body.errors.detail).toMatch(/together must be at most 1000/);
    expect(await db.questionReport.count({ where: { questionId: id } })).toBe(0);
  });

  it("a reason in the student's own words is kept as other, those words as the detail", async () => {
    const tutor = await newTutor();
    const id = await tutorQuestion(tutor.token);
    const student = await newStudent();
    await newSitting(student.id, [{ questionId: id, correctKey: "C", answer: "C" }]);
    const res = await report(student.token, id, { reason: "boring", detail: "Too easy for UTME" });
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({ reason: "other", detail: "boring\n\nToo easy for UTME" });
    // Not in the platform pool: its author reads it.
    expect(res.body.message).toBe("Thank you: the question's author will look at it");
  });
});

describe("the tutor's reports", () => {
  it("lists reports on the tutor's questions newest first with the question's text; marks one resolved", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const q1 = await tutorQuestion(tutor.token, `First question ${hex()}?`);
    const q2 = await tutorQuestion(tutor.token, `Second question ${hex()}?`);
    const theirs = await tutorQuestion(other.token);
    const [a, b] = [await newStudent(), await newStudent()];
    for (const s of [a, b])
      await newSitting(s.id, [
        { questionId: q1, correctKey: "C", answer: "C" },
        { questionId: q2, correctKey: "C", answer: "C" },
        { questionId: theirs, correctKey: "C", answer: "C" },
      ]);
    const first = await report(a.token, q1, { reason: "typo" });
    const second = await report(b.token, q2, { reason: "unclear", detail: "Which root?" });
    await report(a.token, theirs, { reason: "other" });

    const listed = await call(reportsGet, { path: "/api/bank/reports", token: tutor.token });
    expect(listed.status).toBe(200);
    expect(listed.body.pagination).toEqual({ page: 1, limit: 20, total: 2 });
    expect(listed.body.reports.map((r: { id: string }) => r.id)).toEqual([second.body.report.id, first.body.report.id]);
    expect(listed.body.reports[0]).toMatchObject({
      reason: "unclear",
      detail: "Which root?",
      question: { id: q2, text: expect.stringMatching(/^Second question/), subject: "Mathematics" },
    });

    const resolved = await call(reportPatch, {
      method: "PATCH",
      token: tutor.token,
      params: { id: first.body.report.id },
      body: { resolved: true },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.report.resolved_at).toEqual(expect.any(String));
    const open = await call(reportsGet, { path: "/api/bank/reports?status=open", token: tutor.token });
    expect(open.body.reports.map((r: { id: string }) => r.id)).toEqual([second.body.report.id]);
    const done = await call(reportsGet, { path: "/api/bank/reports?status=resolved", token: tutor.token });
    expect(done.body.reports.map((r: { id: string }) => r.id)).toEqual([first.body.report.id]);
    const reopened = await call(reportPatch, {
      method: "PATCH",
      token: tutor.token,
      params: { id: first.body.report.id },
      body: { resolved: false },
    });
    expect(reopened.body.report.resolved_at).toBeNull();
  });

  it("another tutor's report → 404; a student → 403; a bad body → 400", async () => {
    const tutor = await newTutor();
    const id = await tutorQuestion(tutor.token);
    const student = await newStudent();
    await newSitting(student.id, [{ questionId: id, correctKey: "C", answer: "C" }]);
    const made = await report(student.token, id, { reason: "typo" });
    const reportId = made.body.report.id as string;
    expect(
      (
        await call(reportPatch, {
          method: "PATCH",
          token: (await newTutor()).token,
          params: { id: reportId },
          body: { resolved: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(reportPatch, {
          method: "PATCH",
          token: student.token,
          params: { id: reportId },
          body: { resolved: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(reportPatch, {
          method: "PATCH",
          token: tutor.token,
          params: { id: reportId },
          body: { resolved: "yes" },
        })
      ).status,
    ).toBe(400);
    expect((await call(reportsGet, { path: "/api/bank/reports", token: student.token })).status).toBe(403);
    expect((await call(reportsGet, { path: "/api/bank/reports?status=gone", token: tutor.token })).status).toBe(400);
    expect((await db.questionReport.findUniqueOrThrow({ where: { id: reportId } })).resolvedAt).toBeNull();
  });
});
