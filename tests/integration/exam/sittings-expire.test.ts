import { afterAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { expiredSittings } from "@/server/exam/expired-sittings";
import { sittingsExpire } from "@/server/jobs/sittings-expire";
import { startSitting } from "@/server/exam/start-sitting";
import { saveSittingAnswers } from "@/server/exam/sitting-answers";
import { makeOverdueSittings, openOverdue } from "../../support/overdue-sittings";
import { newStudent, openDb } from "../../support/api";
import { expiredQuizAttempt, expiredSitting } from "../../support/job-fixtures";

// The expiry job's sweep: sittings of every kind left open past their deadline and grace are
// finished side by side, each scored from the answers it saved.

const db = openDb();
afterAll(() => db.$disconnect());
const context = () => ({ jobId: randomUUID(), attempt: 1, signal: new AbortController().signal });

describe("finishing overdue sittings", () => {
  it("finishes hundreds in one sweep, each scored from its saved answers", async () => {
    const student = await newStudent("expiry");
    const { sitting } = await startSitting(student.id, "waec-government", { mode: "practice", timed: true });
    const first = sitting.sections[0]!.questions.slice(0, 5);
    await saveSittingAnswers(student.id, sitting.id, { answers: Object.fromEntries(first.map((q) => [q.id, "A"])) });
    const batch = await makeOverdueSittings(db, sitting.id, 300);
    expect(await openOverdue(db, batch)).toBe(300);

    const outcome = await sittingsExpire.run({}, context());
    expect(await openOverdue(db, batch)).toBe(0);
    expect(Number(outcome?.finished)).toBeGreaterThanOrEqual(300);

    const results = await db.$queryRaw<{ answered: number; auto: boolean }[]>`
      SELECT (s.result->>'answered')::int AS answered, s.auto_submitted AS auto FROM sittings s JOIN users u ON u.id = s.student_id
      WHERE u.email LIKE ${`overdue-${batch}-%`}`;
    expect(results.every((r) => r.answered === 5 && r.auto)).toBe(true);
  });

  it("finishes papers and course quizzes in one sweep, each only past its own grace", async () => {
    const quiz = await expiredQuizAttempt(db);
    const paper = await expiredSitting(db);
    await db.paper.upsert({
      where: { id: "expiry-long-grace" },
      update: {},
      create: {
        id: "expiry-long-grace",
        exam: "NECO",
        title: "Physics (five minutes of grace)",
        durationMinutes: 10,
        options: 4,
        sections: [{ subject: "Physics", questions: 1 }],
        scoring: "one_per_correct",
        graceSeconds: 300,
      },
    });
    await db.sitting.update({ where: { id: paper.sittingId }, data: { paperId: "expiry-long-grace" } });
    const due = async (id: string) => (await db.sitting.findUniqueOrThrow({ where: { id } })).expiresAt!.getTime();
    const expiredAt = async (at: number) =>
      (await expiredSittings(new Date(at), 100_000))
        .map((s) => s.id)
        .filter((id) => id === quiz.attemptId || id === paper.sittingId);

    const quizDue = await due(quiz.attemptId);
    expect(await expiredAt(quizDue + 59_000)).not.toContain(quiz.attemptId);
    expect(await expiredAt(quizDue + 61_000)).toContain(quiz.attemptId);
    const paperDue = await due(paper.sittingId);
    expect(await expiredAt(paperDue + 299_000)).not.toContain(paper.sittingId);
    expect(await expiredAt(paperDue + 301_000)).toContain(paper.sittingId);
    // Scoped to a student, only their course quizzes: a quiz's results finish those before they are read.
    expect(await expiredSittings(new Date(), 10, { studentId: paper.studentId })).toEqual([]);
    expect(await expiredSittings(new Date(), 10, { studentId: quiz.studentId })).toEqual([
      { id: quiz.attemptId, quizId: expect.any(String) },
    ]);

    await sittingsExpire.run({}, context());
    const [quizRow, paperRow] = await Promise.all(
      [quiz.attemptId, paper.sittingId].map((id) => db.sitting.findUniqueOrThrow({ where: { id } })),
    );
    expect(quizRow).toMatchObject({ autoSubmitted: true, totalScore: 50, correctCount: 1, passed: false });
    expect(paperRow).toMatchObject({ autoSubmitted: true, totalScore: 1 });
  });
});
