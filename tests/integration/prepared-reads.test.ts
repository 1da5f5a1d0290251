// The hot-path reads that bypass Prisma (server/prepared-query.ts) must give exactly what
// Prisma gives for the same rows: dates as the UTC instants stored, JSON parsed, nulls kept.
// Run in a time zone other than UTC, where reading `timestamp` as local time would show.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSessionToken } from "@/server/auth/session";
import { attemptById, attemptFromSitting, newestAttempt } from "@/server/quizzes/attempt-reads";
import { quizSitting } from "../support/quiz-sittings";
import { v7 as uuidv7 } from "uuid";
import { inPreparedTransaction } from "@/server/db";
import { insertSitting } from "@/server/exam/insert-sitting";
import { Prisma } from "@/server/generated/prisma/client";
import { recordQuizEvidence } from "@/server/study/record-evidence";
import { openDb, newStudent } from "../support/api";

const db = openDb();
const savedTz = process.env.TZ;

beforeAll(() => {
  process.env.TZ = "Africa/Lagos";
});
afterAll(async () => {
  // Assigning undefined would leave the string "undefined".
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
  await db.$disconnect();
});

describe("prepared reads", () => {
  it("read a quiz attempt as Prisma does", async () => {
    const student = await newStudent();
    const quiz = await db.quiz.findFirstOrThrow({ where: { status: "published" }, select: { id: true } });
    const first = await db.sitting.create({
      data: {
        ...quizSitting({
          studentId: student.id,
          quizId: quiz.id,
          attemptNumber: 1,
          startedAt: new Date("2026-03-01T08:00:00.123Z"),
          expiresAt: new Date("2026-03-01T08:31:00.456Z"),
          submittedAt: new Date("2026-03-01T08:20:00.789Z"),
          answers: { q1: "C" },
          score: 75,
          correctAnswers: 3,
          totalQuestions: 4,
          timeTaken: 20,
          passed: true,
        }),
        autoSubmitted: false,
      },
    });
    const open = await db.sitting.create({
      data: quizSitting({ studentId: student.id, quizId: quiz.id, attemptNumber: 2, totalQuestions: 4 }),
    });

    const prismaRow = async (id: string) => attemptFromSitting(await db.sitting.findUniqueOrThrow({ where: { id } }));
    expect(await attemptById(first.id)).toEqual(await prismaRow(first.id));
    expect((await attemptById(first.id))?.startedAt.toISOString()).toBe("2026-03-01T08:00:00.123Z");
    expect((await attemptById(first.id))?.expiresAt?.toISOString()).toBe("2026-03-01T08:31:00.456Z");
    expect(await newestAttempt(student.id, quiz.id)).toEqual(await prismaRow(open.id));
    expect(await attemptById("no-such-attempt")).toBeNull();
    expect(await newestAttempt(student.id, "no-such-quiz")).toBeNull();
  });

  it("send a composed statement's dates, and the engine's insert, as the UTC instants Prisma stores", async () => {
    const at = new Date("2026-03-01T08:00:00.123Z");
    const [row] = await inPreparedTransaction((tx) => tx.sql<{ at: Date }>(Prisma.sql`SELECT ${at}::timestamp AS at`));
    expect(row!.at.toISOString()).toBe(at.toISOString());

    const student = await newStudent();
    const quiz = await db.quiz.findFirstOrThrow({ where: { status: "published" }, select: { id: true } });
    const inserted = await insertSitting({
      id: uuidv7(),
      studentId: student.id,
      of: { quizId: quiz.id, attemptNumber: 1 },
      mode: "practice",
      subjects: ["Mathematics"],
      startedAt: at,
      expiresAt: new Date("2026-03-01T08:31:00.456Z"),
      maxScore: 100,
      items: [],
    });
    const stored = await db.sitting.findUniqueOrThrow({ where: { id: inserted.id } });
    expect(stored.startedAt.toISOString()).toBe("2026-03-01T08:00:00.123Z");
    expect(stored.expiresAt?.toISOString()).toBe("2026-03-01T08:31:00.456Z");
    expect(attemptFromSitting(stored)).toEqual(await attemptById(inserted.id));
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
    const item = (questionId: string, number: number, answer: string | null, correct: boolean) => ({
      questionId,
      number,
      subject: null,
      topicId: null,
      answer,
      correct,
      opened: true,
      flagged: false,
    });
    const marked = [item(right!.id, 1, "0", true), item(wrong!.id, 2, "1", false), item(skipped!.id, 3, null, false)];
    for (let time = 0; time < 2; time++)
      await inPreparedTransaction((tx) => recordQuizEvidence(tx, student.id, "attempt-evidence", marked, at));

    // Only the answers are evidence; the blank is a card.
    const events = await db.answerEvent.findMany({ where: { studentId: student.id }, orderBy: { questionId: "asc" } });
    expect(events.map((e) => e.questionId).sort()).toEqual([right!.id, wrong!.id].sort());
    expect(
      events.every(
        (e) =>
          e.answeredAt.getTime() === at.getTime() &&
          e.source === "quiz" &&
          e.sourceId === "attempt-evidence" &&
          e.answered &&
          e.correct === (e.questionId === right!.id),
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
