// Every process's caches (server/cache/registry.ts) against real PostgreSQL: a change written by
// another process (here, another connection writing the rows directly) reaches this process's
// copies within a second, through the triggers and the change feed (server/cache/change-feed.ts).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedPublicAnswer } from "@/server/cache/public-answers";
import { hearsChanges } from "@/server/cache/change-feed";
import { paperById } from "@/server/exam/papers";
import { subjectPool } from "@/server/exam/pool";
import { ownSitting } from "@/server/exam/sitting-row";
import { stimulusDtos } from "@/server/exam/sitting-content";
import { startSitting } from "@/server/exam/start-sitting";
import { cachedQuiz } from "@/server/quizzes/quiz-cache";
import { newStudent, openDb, newTutor } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

/** Polls `read` until `done` holds, at most `withinMs`; returns how long it took. */
async function within<T>(withinMs: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (done(await read())) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  await paperById("utme");
  await within(5_000, async () => hearsChanges(), Boolean);
});

describe("changes made elsewhere reach this process's caches within a second", () => {
  it("a paper's time", async () => {
    const before = await paperById("waec-biology");
    try {
      await db.paper.update({ where: { id: "waec-biology" }, data: { durationMinutes: before.durationMinutes + 7 } });
      await within(
        1_000,
        () => paperById("waec-biology"),
        (p) => p.durationMinutes === before.durationMinutes + 7,
      );
    } finally {
      await db.paper.update({ where: { id: "waec-biology" }, data: { durationMinutes: before.durationMinutes } });
    }
  });

  it("a subject's pool when a question joins it", async () => {
    const subject = `Pool ${randomUUID().slice(0, 6)}`;
    const topic = await db.topic.create({ data: { subject, slug: "only", name: "Only", position: 0 } });
    expect((await subjectPool(subject, "UTME", 4)).questions).toHaveLength(0);
    const id = randomUUID();
    await db.question.create({
      data: {
        id,
        subject,
        topicId: topic.id,
        exams: ["UTME"],
        question: "Which is largest?",
        options: ["1", "2", "3", "4"],
        correctIndex: 3,
        explanation: "4 is largest",
        versions: {
          create: {
            version: 1,
            text: "Which is largest?",
            options: ["1", "2", "3", "4"],
            answerIndex: 3,
            explanation: "4 is largest",
          },
        },
      },
    });
    await within(
      1_000,
      () => subjectPool(subject, "UTME", 4),
      (p) => p.questions.some((q) => q.id === id),
    );
  });

  it("a quiz unpublished, and its corrected key", async () => {
    const tutor = await newTutor();
    const quiz = await db.quiz.create({
      data: { tutorId: tutor.id, title: "Cells", category: "Biology", difficulty: "easy", status: "published" },
      select: { id: true },
    });
    const question = await db.question.create({
      data: {
        quizId: quiz.id,
        question: "The powerhouse of the cell?",
        options: ["Nucleus", "Mitochondrion"],
        correctIndex: 0,
        explanation: "Energy",
        position: 1,
      },
      select: { id: true },
    });
    expect((await cachedQuiz(quiz.id)).quiz.status).toBe("published");
    await db.quiz.update({ where: { id: quiz.id }, data: { status: "draft" } });
    await within(
      1_000,
      () => cachedQuiz(quiz.id),
      (q) => q.quiz.status === "draft",
    );
    await db.question.update({ where: { id: question.id }, data: { correctIndex: 1 } });
    await within(
      1_000,
      () => cachedQuiz(quiz.id),
      (q) => q.questions[0]!.correctIndex === 1,
    );
  });

  it("a sitting's key after a regrade, and its deadline", async () => {
    const student = await newStudent("cache");
    const { sitting } = await startSitting(student.id, "waec-economics", { mode: "practice", timed: true });
    const facts = await ownSitting(student.id, sitting.id);
    const first = facts.items[0]!;
    const other = ["A", "B", "C", "D"].find((k) => k !== first.correctKey)!;
    await db.sittingItem.update({
      where: { sittingId_number: { sittingId: sitting.id, number: first.number } },
      data: { correctKey: other },
    });
    await within(
      1_000,
      () => ownSitting(student.id, sitting.id),
      (f) => f.items[0]!.correctKey === other,
    );
    const later = new Date(Date.now() + 3 * 3600_000);
    await db.sitting.update({ where: { id: sitting.id }, data: { expiresAt: later } });
    await within(
      1_000,
      () => ownSitting(student.id, sitting.id),
      (f) => f.expiresAt?.getTime() === later.getTime(),
    );
  });

  it("a stimulus corrected", async () => {
    const stimulus = await db.stimulus.create({
      data: { subject: "English", kind: "passage", title: "Rain", content: "It rained." },
    });
    expect((await stimulusDtos([stimulus.id]))[0]!.content).toBe("It rained.");
    await db.stimulus.update({ where: { id: stimulus.id }, data: { content: "It poured." } });
    await within(
      1_000,
      () => stimulusDtos([stimulus.id]),
      (s) => s[0]!.content === "It poured.",
    );
  });

  it("public answers another process said changed", async () => {
    let produced = 0;
    const produce = async () => ({ n: ++produced });
    await cachedPublicAnswer("courses:cache-test", 60_000, produce);
    await cachedPublicAnswer("courses:cache-test", 60_000, produce);
    expect(produced).toBe(1);
    await db.$executeRaw`SELECT pg_notify('cache_changed', 'answers:courses:')`;
    await within(
      1_000,
      () => cachedPublicAnswer("courses:cache-test", 60_000, produce),
      () => produced === 2,
    );
  });

  it("forgets everything when the feed's connection drops, and listens again", async () => {
    const before = await paperById("waec-biology");
    expect(await paperById("waec-biology")).toBe(before);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND query ILIKE 'LISTEN "cache_changed"%'`,
        [`examprep-listen-${process.pid}`],
      );
    } finally {
      await admin.end();
    }
    await within(
      1_000,
      async () => hearsChanges(),
      (live) => !live,
    );
    expect(await paperById("waec-biology")).not.toBe(before);
    await within(5_000, async () => hearsChanges(), Boolean);
  });
});
