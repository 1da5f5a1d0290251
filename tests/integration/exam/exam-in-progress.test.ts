import { afterAll, describe, expect, it } from "vitest";
import { POST as drillRoute } from "@/app/api/me/drills/route";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { POST as checkRoute } from "@/app/api/sittings/[id]/check/route";
import { GET as reviewRoute } from "@/app/api/sittings/[id]/review/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { lockExamGate } from "@/server/exam/exam-in-progress";
import { ownSittingForget } from "../../support/exam";
import { call, newStudent, openDb, type ApiResponse, type TestAccount } from "../../support/api";

// Issue 31, point 1: while a student's exam-mode sitting is open, practice (practice sittings of
// any paper, drills, checks, reviews) is refused with 409 exam_in_progress, so nothing draws the
// exam's items or reveals their keys; it opens again once the exam is submitted or over.

const db = openDb();
afterAll(() => db.$disconnect());

const SCIENCE = ["English", "Mathematics", "Physics", "Chemistry"];

const start = (account: TestAccount, paper: string, body: object) =>
  call(startRoute, { method: "POST", token: account.token, params: { id: paper }, body });
const drill = (account: TestAccount, topicId: string) =>
  call(drillRoute, { method: "POST", token: account.token, body: { topic_id: topicId } });
const check = (account: TestAccount, sittingId: string, questionId: string, answer: string) =>
  call(checkRoute, {
    method: "POST",
    token: account.token,
    params: { id: sittingId },
    body: { question_id: questionId, answer },
  });
const review = (account: TestAccount, sittingId: string) =>
  call(reviewRoute, { token: account.token, params: { id: sittingId } });
const submit = (account: TestAccount, sittingId: string) =>
  call(submitRoute, { method: "POST", token: account.token, params: { id: sittingId } });

async function mathsTopic() {
  return db.topic.findUniqueOrThrow({
    where: { subject_slug: { subject: "Mathematics", slug: "polynomials-and-equations" } },
    select: { id: true },
  });
}

async function openUtmeExam(student: TestAccount) {
  const res = await start(student, "utme", { mode: "exam", subjects: SCIENCE });
  expect(res.status, res.text).toBe(201);
  const items = await db.sittingItem.findMany({
    where: { sittingId: res.body.sitting.id },
    select: { questionId: true, correctKey: true },
  });
  return { id: res.body.sitting.id as string, items };
}

/** A 409 exam_in_progress that says so plainly and carries nothing of the exam. */
function expectRefused(res: ApiResponse, exam: { id: string; items: { questionId: string }[] }) {
  expect(res.status, res.text).toBe(409);
  expect(res.body).toEqual({
    error: "exam_in_progress",
    message: expect.stringContaining("Finish or submit your exam first"),
  });
  for (const item of exam.items) expect(res.text).not.toContain(item.questionId);
}

describe("practice while an exam is open", () => {
  it("refuses drills, practice sittings of every paper, checks and reviews; another exam may start", async () => {
    const student = await newStudent("exam-open");
    const topic = await mathsTopic();

    // Before the exam: a practice sitting left open, and a drill submitted (its review is allowed).
    const practice = await start(student, "waec-mathematics", { mode: "practice", timed: false });
    expect(practice.status, practice.text).toBe(201);
    const [practiceItem] = await db.sittingItem.findMany({
      where: { sittingId: practice.body.sitting.id },
      orderBy: { number: "asc" },
      take: 1,
    });
    const done = await drill(student, topic.id);
    expect(done.status, done.text).toBe(201);
    expect((await submit(student, done.body.sitting.id)).status).toBe(200);
    expect((await review(student, done.body.sitting.id)).status).toBe(200);

    const exam = await openUtmeExam(student);
    const sittingsBefore = await db.sitting.count({ where: { studentId: student.id } });

    expectRefused(await drill(student, topic.id), exam);
    expectRefused(await start(student, "waec-mathematics", { mode: "practice", timed: false }), exam);
    expectRefused(await start(student, "waec-physics", { mode: "practice" }), exam);
    expectRefused(await start(student, "utme", { mode: "practice", subjects: SCIENCE }), exam);
    expect(await db.sitting.count({ where: { studentId: student.id } })).toBe(sittingsBefore);

    // The practice sitting opened before the exam: its check neither answers nor saves.
    expectRefused(await check(student, practice.body.sitting.id, practiceItem!.questionId, "A"), exam);
    const kept = await db.sitting.findUniqueOrThrow({
      where: { id: practice.body.sitting.id },
      select: { answers: true },
    });
    expect(kept.answers).toEqual({});
    expectRefused(await review(student, done.body.sitting.id), exam);

    // Exam mode never reveals keys: another paper's exam may start, and the open exam's own check stays a 403.
    const second = await start(student, "waec-physics", { mode: "exam" });
    expect(second.status, second.text).toBe(201);
    const examCheck = await check(student, exam.id, exam.items[0]!.questionId, "A");
    expect(examCheck.status).toBe(403);
    expect(examCheck.text).not.toContain('"correct_answer"');

    // Submitting the UTME exam is not enough while the second one is open; submitting both opens practice again.
    expect((await submit(student, exam.id)).status).toBe(200);
    expectRefused(await drill(student, topic.id), exam);
    expect((await submit(student, second.body.sitting.id)).status).toBe(200);

    const checked = await check(student, practice.body.sitting.id, practiceItem!.questionId, practiceItem!.correctKey);
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body).toMatchObject({ correct: true, correct_answer: practiceItem!.correctKey });
    expect((await review(student, done.body.sitting.id)).status).toBe(200);
    expect((await drill(student, topic.id)).status).toBe(201);
    expect((await start(student, "waec-physics", { mode: "practice" })).status).toBe(201);
  });

  it("an exam past its deadline and grace no longer holds practice back; within the grace it still does", async () => {
    const student = await newStudent("exam-over");
    const topic = await mathsTopic();
    const exam = await openUtmeExam(student);
    const sitting = await db.sitting.findUniqueOrThrow({
      where: { id: exam.id },
      select: { paper: { select: { graceSeconds: true } } },
    });
    const grace = sitting.paper!.graceSeconds * 1000;

    await db.sitting.update({ where: { id: exam.id }, data: { expiresAt: new Date(Date.now() - grace + 30_000) } });
    ownSittingForget(exam.id);
    expectRefused(await drill(student, topic.id), exam);

    await db.sitting.update({ where: { id: exam.id }, data: { expiresAt: new Date(Date.now() - grace - 1_000) } });
    ownSittingForget(exam.id);
    const res = await drill(student, topic.id);
    expect(res.status, res.text).toBe(201);
  });

  it("another student's open exam holds nobody else back", async () => {
    const sitter = await newStudent("exam-sitter");
    await openUtmeExam(sitter);
    const other = await newStudent("exam-other");
    expect((await drill(other, (await mathsTopic()).id)).status).toBe(201);
  });

  it("a drill started while an exam start is in flight waits for it, then is refused", async () => {
    const student = await newStudent("exam-race");
    const topic = await mathsTopic();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // Stands for an exam start between its gate and its commit.
    const examStart = db.$transaction(
      async (tx) => {
        await lockExamGate(tx, student.id, "exam");
        await tx.sitting.create({
          data: {
            studentId: student.id,
            paperId: "utme",
            mode: "exam",
            subjects: SCIENCE,
            expiresAt: new Date(Date.now() + 3_600_000),
            maxScore: 400,
          },
        });
        locked();
        await held;
      },
      { timeout: 20_000 },
    );
    await lockTaken;
    let settled = false;
    const drilled = drill(student, topic.id).then((res) => {
      settled = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    release();
    await examStart;
    const res = await drilled;
    expect(res.status, res.text).toBe(409);
    expect(res.body.error).toBe("exam_in_progress");
    expect(await db.sitting.count({ where: { studentId: student.id, mode: "practice" } })).toBe(0);
  });
});

describe("rate limits", () => {
  it("sitting starts: 30 in 10 minutes per student, then 429 with Retry-After and nothing drawn", async () => {
    const student = await newStudent("limit-start");
    for (let i = 0; i < 30; i += 1)
      expect((await start(student, "waec-physics", { mode: "practice" })).status).toBeLessThan(300);
    const limited = await start(student, "waec-chemistry", { mode: "practice" });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.sitting.count({ where: { studentId: student.id } })).toBe(1);
  });

  it("drill starts: 30 in 10 minutes per student, then 429", async () => {
    const student = await newStudent("limit-drill");
    const topic = await mathsTopic();
    for (let i = 0; i < 30; i += 1) expect((await drill(student, topic.id)).status).toBeLessThan(300);
    const limited = await drill(student, topic.id);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("rate_limited");
    // The limit is the student's: another student drills.
    expect((await drill(await newStudent("limit-drill-other"), topic.id)).status).toBe(201);
  });

  it("checks: 400 in 15 minutes pass the limit (each question is checked once; a second is 409), then 429", async () => {
    const student = await newStudent("limit-check");
    const res = await start(student, "utme", { mode: "practice", subjects: SCIENCE });
    expect(res.status, res.text).toBe(201);
    const items = await db.sittingItem.findMany({
      where: { sittingId: res.body.sitting.id },
      orderBy: { number: "asc" },
    });
    expect(items).toHaveLength(180);
    for (const item of items)
      expect((await check(student, res.body.sitting.id, item.questionId, "A")).status).toBe(200);
    // A phone that lost its checks asks again: refused, and counted all the same.
    for (let i = 0; i < 220; i += 1)
      expect((await check(student, res.body.sitting.id, items[i % 180]!.questionId, "B")).status).toBe(409);
    const limited = await check(student, res.body.sitting.id, items[0]!.questionId, "D");
    expect(limited.status).toBe(429);
    expect(limited.text).not.toContain("correct_answer");
    // Neither the refused checks nor the limited one saved anything.
    const row = await db.sitting.findUniqueOrThrow({ where: { id: res.body.sitting.id }, select: { answers: true } });
    expect((row.answers as Record<string, string>)[items[0]!.questionId]).toBe("A");
  });
});
