// The hot-path reads that bypass Prisma (server/prepared-query.ts) must give exactly what
// Prisma gives for the same rows: dates as the UTC instants stored, JSON parsed, nulls kept.
// Run in a time zone other than UTC, where reading `timestamp` as local time would show.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSessionToken } from "@/server/auth/session";
import { attemptById, newestAttempt } from "@/server/quizzes/attempt-reads";
import { recordQuizEvidence } from "@/server/study/record-evidence";
import { openDb, newStudent } from "../support/api";

const db = openDb();
const savedTz = process.env.TZ;

beforeAll(() => {
  process.env.TZ = "Africa/Lagos";
});
afterAll(async () => {
  process.env.TZ = savedTz;
  await db.$disconnect();
});

describe("prepared reads", () => {
  it("read a quiz attempt as Prisma does", async () => {
    const student = await newStudent();
    const quiz = await db.quiz.findFirstOrThrow({ where: { status: "published" }, select: { id: true } });
    const first = await db.quizAttempt.create({
      data: {
        studentId: student.id,
        quizId: quiz.id,
        attemptNumber: 1,
        startedAt: new Date("2026-03-01T08:00:00.123Z"),
        expiresAt: new Date("2026-03-01T08:31:00.456Z"),
        submittedAt: new Date("2026-03-01T08:20:00.789Z"),
        answers: { q1: { index: 2, saved_at: "2026-03-01T08:05:00.000Z" } },
        score: 75,
        correctAnswers: 3,
        totalQuestions: 4,
        timeTaken: 20,
        passed: true,
        autoSubmitted: false,
      },
    });
    const open = await db.quizAttempt.create({
      data: { studentId: student.id, quizId: quiz.id, attemptNumber: 2, totalQuestions: 4 },
    });

    expect(await attemptById(first.id)).toEqual(await db.quizAttempt.findUnique({ where: { id: first.id } }));
    expect((await attemptById(first.id))?.startedAt.toISOString()).toBe("2026-03-01T08:00:00.123Z");
    expect(await newestAttempt(student.id, quiz.id)).toEqual(
      await db.quizAttempt.findUnique({ where: { id: open.id } }),
    );
    expect(await attemptById("no-such-attempt")).toBeNull();
    expect(await newestAttempt(student.id, "no-such-quiz")).toBeNull();
  });

  it("read a session's user as Prisma does", async () => {
    const student = await newStudent();
    const user = await db.user.findUniqueOrThrow({ where: { id: student.id } });
    const session = await resolveSessionToken(student.token);
    expect(session?.user).toEqual({
      id: user.id,
      role: user.role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      emailVerifiedAt: user.emailVerifiedAt,
    });
    expect(session?.user.emailVerifiedAt?.getTime()).toBe(user.emailVerifiedAt?.getTime());
  });

  it("write a quiz's evidence with the instant it was given", async () => {
    const student = await newStudent();
    const [right, wrong, skipped] = await db.question.findMany({
      where: { quizId: { not: null } },
      take: 3,
      select: { id: true },
    });
    const at = new Date("2026-03-01T08:20:00.789Z");
    const marked = [
      { questionId: right!.id, correct: true, answered: true },
      { questionId: wrong!.id, correct: false, answered: true },
      { questionId: skipped!.id, correct: false, answered: false },
    ];
    await recordQuizEvidence(student.id, "attempt-evidence", marked, at);
    await recordQuizEvidence(student.id, "attempt-evidence", marked, at);

    const events = await db.answerEvent.findMany({ where: { studentId: student.id }, orderBy: { questionId: "asc" } });
    expect(events).toHaveLength(3);
    expect(
      events.every(
        (e) => e.answeredAt.getTime() === at.getTime() && e.source === "quiz" && e.sourceId === "attempt-evidence",
      ),
    ).toBe(true);
    const cards = await db.reviewCard.findMany({ where: { studentId: student.id } });
    expect(cards.map((c) => [c.questionId, c.reason, c.due.getTime()]).sort()).toEqual(
      [
        [wrong!.id, "wrong", at.getTime()],
        [skipped!.id, "skipped", at.getTime()],
      ].sort(),
    );
  });
});
