import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { MASTERY_LEVELS } from "@/lib/study/mastery";
import { startSitting } from "@/server/exam/start-sitting";
import { saveSittingAnswers } from "@/server/exam/sitting-answers";
import { submitSitting } from "@/server/exam/submit-sitting";
import { studySummary } from "@/server/study/study-summary";
import { newStudent, openDb } from "../../support/api";

// The dashboard's study summary (server/study/study-summary.ts) on the seeded bank, with fixed
// clocks: nothing for a student with nothing yet; after one WAEC paper, that subject's map, its
// weakest topics, the day's cards and what is missing for a prediction; with four UTME subjects'
// answers, a prediction, and the maps in its combination's order; before a prediction, the maps
// in the order of the combination so far, English first.

const db = openDb();
afterAll(() => db.$disconnect());

const NOW = new Date("2026-11-20T15:00:00.000Z");
const HOUR = 3_600_000;

describe("studySummary", () => {
  it("is null for a student who has answered nothing", async () => {
    const student = await newStudent("summary-empty");
    expect(await studySummary(student.id, NOW)).toBeNull();
  });

  it("after one WAEC Physics paper: its topic map, weakest topics, cards due and what a prediction still needs", async () => {
    const student = await newStudent("summary-waec");
    const start = new Date(NOW.getTime() - 3 * HOUR);
    const { sitting } = await startSitting(student.id, "waec-physics", { mode: "exam" }, start);
    const items = await db.sittingItem.findMany({ where: { sittingId: sitting.id }, orderBy: { number: "asc" } });
    // The first 20 right, the next 10 wrong, 10 more opened and left blank, the last 10 never
    // opened; one right answer flagged.
    const answers = Object.fromEntries(
      items
        .slice(0, 30)
        .map((item, i) => [item.questionId, i < 20 ? item.correctKey : "ABCD".replace(item.correctKey, "")[0]!]),
    );
    const opened = items.slice(0, 40).map((item) => item.questionId);
    await saveSittingAnswers(
      student.id,
      sitting.id,
      { answers, flags: [items[0]!.questionId], opened },
      new Date(start.getTime() + HOUR),
    );
    await submitSitting(student.id, sitting.id, new Date(start.getTime() + HOUR));

    const summary = (await studySummary(student.id, NOW))!;
    expect(summary).not.toBeNull();
    expect(summary.prediction.utme).toBeNull();
    expect(summary.prediction.utme === null && summary.prediction.missing).toMatch(/English/);
    expect(summary.prediction.trend).toEqual([]);
    // 10 wrong, 1 flagged and the 10 opened blanks (at most 10 a sitting): 21 cards, 20 of them today.
    expect(summary.deck).toMatchObject({ due_count: 20, due_total: 21, reviewed_today: 0, streak_days: 0 });

    expect(summary.subjects.map((s) => s.subject)).toEqual(["Physics"]);
    const [physics] = summary.subjects;
    const leaves = await db.topic.count({ where: { subject: "Physics", children: { none: {} } } });
    expect(physics!.topics).toBe(leaves);
    expect(physics!.groups.flatMap((g) => g.topics)).toHaveLength(leaves);
    expect(Object.values(physics!.levels).reduce((a, b) => a + b, 0)).toBe(leaves);
    expect(Object.keys(physics!.levels)).toEqual([...MASTERY_LEVELS]);
    // Grouped under the syllabus headings, each heading once, in order. Headings without
    // sub-topics (null here) may appear more than once: other tests add some to the shared database.
    const headings = physics!.groups.map((g) => g.heading).filter((heading) => heading !== null);
    expect(new Set(headings).size).toBe(headings.length);
    expect(headings[0]).toBe("Measurements and units");
    const answered = await db.answerEvent.groupBy({ by: ["topicId"], where: { studentId: student.id }, _count: true });
    expect(physics!.topics - physics!.levels.not_started).toBe(answered.length);

    expect(summary.weakest.length).toBeGreaterThan(0);
    expect(summary.weakest.length).toBeLessThanOrEqual(5);
    for (const [a, b] of summary.weakest.slice(1).map((t, i) => [summary.weakest[i]!, t] as const))
      expect(a.estimate).toBeLessThanOrEqual(b.estimate);
    for (const t of summary.weakest) {
      expect(t.subject).toBe("Physics");
      expect(t.answered).toBeGreaterThan(0);
      expect(t.correct).toBeLessThan(t.answered);
    }
  });

  /** `count` answers (a drill's, two days before NOW) to UTME bank questions of `subject`, a third of them wrong. */
  async function answerIn(studentId: string, subject: string, count: number, n = 0) {
    const questions = await db.question.findMany({
      where: {
        subject,
        quizId: null,
        ownerId: null,
        status: "active",
        exams: { has: "UTME" },
        topicId: { not: null },
      },
      orderBy: { slug: "asc" },
      take: count,
      select: { id: true, topicId: true, difficulty: true },
    });
    const sourceId = `drill-${randomUUID()}`;
    await db.answerEvent.createMany({
      data: questions.map((q, i) => ({
        studentId,
        questionId: q.id,
        topicId: q.topicId,
        subject,
        correct: i % 3 !== n % 3,
        answered: true,
        difficulty: q.difficulty,
        source: "drill" as const,
        sourceId,
        answeredAt: new Date(NOW.getTime() - 2 * 86_400_000 + i * 1000),
      })),
    });
  }

  it("before a prediction: the maps in the order of the combination so far, English first, then the others", async () => {
    const student = await newStudent("summary-order");
    const answers = { Physics: 4, Mathematics: 10, English: 2, Biology: 8, Chemistry: 6 };
    for (const [subject, count] of Object.entries(answers)) await answerIn(student.id, subject, count);
    const summary = (await studySummary(student.id, NOW))!;
    expect(summary.prediction.utme).toBeNull();
    // English and the three electives answered most, in the paper's order; then Physics, outside it.
    expect(summary.subjects.map((s) => s.subject)).toEqual([
      "English",
      "Mathematics",
      "Chemistry",
      "Biology",
      "Physics",
    ]);
  });

  it("with enough answers in four UTME subjects: a prediction, and the maps in its combination's order", async () => {
    const student = await newStudent("summary-utme");
    const subjects = ["Chemistry", "Physics", "English", "Mathematics"];
    for (const [n, subject] of subjects.entries()) await answerIn(student.id, subject, 40, n);
    const summary = (await studySummary(student.id, NOW))!;
    const utme = summary.prediction.utme!;
    expect(utme).not.toBeNull();
    expect(utme.low).toBeLessThanOrEqual(utme.total);
    expect(utme.total).toBeLessThanOrEqual(utme.high);
    expect(summary.prediction.trend).toEqual([
      { at: NOW.toISOString(), total: utme.total, low: utme.low, high: utme.high },
    ]);
    expect(summary.subjects.map((s) => s.subject)).toEqual(utme.subjects.map((s) => s.subject));
    expect(summary.subjects[0]!.subject).toBe("English");
    // No sitting: no card in the deck, nothing due and no next review.
    expect(summary.deck).toMatchObject({ due_count: 0, due_total: 0, next_due_at: null });
  });
});
