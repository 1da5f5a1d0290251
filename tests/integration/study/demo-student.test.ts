import { afterAll, describe, expect, it } from "vitest";
import { lagosDay } from "@/lib/study/review-days";
import { DEMO_STUDENT } from "@/prisma/seed";
import { DEMO_UTME_SUBJECTS } from "@/prisma/seed-data/demo-student";
import { deckSummary } from "@/server/study/deck";
import { studentMastery } from "@/server/study/mastery";
import { predictionTrend, predictUtme } from "@/server/study/prediction";
import { studySummary } from "@/server/study/study-summary";
import { openDb } from "../../support/api";

// The seed's demo student (prisma/seed-study.ts), as the integration setup seeded them: two UTME
// papers sat through the engine a week apart, the evidence and the deck they left, a few reviews,
// and what the dashboard reads from them. Read only: other files may run beside this one.

const db = openDb();
afterAll(() => db.$disconnect());

const DAY = 86_400_000;

async function demo() {
  const student = await db.user.findUniqueOrThrow({ where: { email: DEMO_STUDENT.email }, select: { id: true } });
  const sittings = await db.sitting.findMany({
    where: { studentId: student.id },
    orderBy: { startedAt: "asc" },
    include: { paper: { select: { exam: true } }, _count: { select: { items: true } } },
  });
  return { id: student.id, sittings };
}

describe("the demo student (prisma/seed-study.ts)", () => {
  it("has sat two UTME papers in exam mode, a week apart, submitted before the clock ran out", async () => {
    const { sittings } = await demo();
    expect(sittings).toHaveLength(2);
    for (const s of sittings) {
      expect(s.paper!.exam).toBe("UTME");
      expect(s.mode).toBe("exam");
      expect(s.subjects).toEqual([...DEMO_UTME_SUBJECTS]);
      expect(s._count.items).toBe(180);
      expect(s.submittedAt).not.toBeNull();
      expect(s.autoSubmitted).toBe(false);
      expect(s.submittedAt!.getTime()).toBeLessThan(s.expiresAt!.getTime());
      expect(s.submittedAt!.getTime()).toBeLessThan(Date.now());
      // A middling candidate: neither a blank paper nor a perfect one.
      expect(s.totalScore).toBeGreaterThan(150);
      expect(s.totalScore).toBeLessThan(300);
      const result = s.result as { answered: number; subjects: { subject: string; score: number }[] };
      expect(result.subjects.map((x) => x.subject)).toEqual([...DEMO_UTME_SUBJECTS]);
      expect(result.answered).toBeLessThan(180);
      expect(s.flags.length).toBeGreaterThan(0);
    }
    const [first, second] = sittings;
    expect(Math.round((second!.startedAt.getTime() - first!.startedAt.getTime()) / DAY)).toBe(7);
    // The second draw avoids the first one's questions while the bank allows.
    const items = await db.sittingItem.findMany({
      where: { sittingId: { in: sittings.map((s) => s.id) } },
      select: { sittingId: true, questionId: true },
    });
    const firstIds = new Set(items.filter((i) => i.sittingId === first!.id).map((i) => i.questionId));
    expect(items.filter((i) => i.sittingId === second!.id && firstIds.has(i.questionId)).length).toBeLessThan(20);
  });

  it("left its evidence, its mistakes in the deck and a few days of reviews", async () => {
    const { id, sittings } = await demo();
    for (const s of sittings) {
      // They worked through every question: all opened, and only the answers are evidence.
      expect(await db.sittingItem.count({ where: { sittingId: s.id, openedAt: { not: null } } })).toBe(180);
      const answered = (s.result as { answered: number }).answered;
      expect(await db.answerEvent.count({ where: { studentId: id, source: "sitting", sourceId: s.id } })).toBe(
        answered,
      );
      expect(await db.answerEvent.count({ where: { studentId: id, sourceId: s.id, answered: false } })).toBe(0);
      const wrong = await db.sittingItem.count({ where: { sittingId: s.id, correct: false } });
      expect(wrong).toBeGreaterThan(40);
    }
    const cards = await db.reviewCard.findMany({ where: { studentId: id }, select: { reason: true } });
    expect(new Set(cards.map((c) => c.reason))).toEqual(new Set(["wrong", "skipped", "flagged"]));
    const logs = await db.reviewLog.findMany({ where: { studentId: id }, select: { reviewedAt: true } });
    expect(logs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(logs.map((l) => lagosDay(l.reviewedAt))).size).toBe(4);
    expect(await db.answerEvent.count({ where: { studentId: id, source: "review" } })).toBe(logs.length);
  });

  it("has cards due today, a review streak, weakest topics and a predicted score with its interval", async () => {
    const { id, sittings } = await demo();
    // As of the seed's own day (the second paper was two days before it): now, or that evening.
    const seedDay = new Date(Math.min(Date.now(), sittings[1]!.startedAt.getTime() + 2 * DAY + 8 * 3_600_000));
    const deck = await deckSummary(id, seedDay);
    expect(deck.due_count).toBe(20);
    expect(deck.reviewed_today).toBe(0);
    expect(deck.streak_days).toBe(2);

    const mastery = await studentMastery(id, seedDay);
    expect(mastery.map((m) => m.subject).sort()).toEqual([...DEMO_UTME_SUBJECTS].sort());
    const seen = mastery.flatMap((m) => m.topics).filter((t) => t.answered > 0);
    expect(seen.some((t) => t.correct === 0)).toBe(true);
    expect(seen.some((t) => t.correct === t.answered && t.answered >= 3)).toBe(true);

    const prediction = await predictUtme(id, seedDay);
    expect(prediction.utme).not.toBeNull();
    const utme = prediction.utme!;
    expect(utme.low).toBeLessThan(utme.total);
    expect(utme.total).toBeLessThan(utme.high);
    expect(utme.subjects.map((s) => s.subject)).toEqual([...DEMO_UTME_SUBJECTS]);
    expect(utme.based_on.utme_sittings).toBe(2);
    const trend = await predictionTrend(id);
    expect(trend.length).toBeGreaterThanOrEqual(3);
  });

  it("has what the dashboard shows: the prediction first, then the next topic with its lessons and a drill", async () => {
    const { id, sittings } = await demo();
    const seedDay = new Date(Math.min(Date.now(), sittings[1]!.startedAt.getTime() + 2 * DAY + 8 * 3_600_000));
    const summary = (await studySummary(id, seedDay))!;
    expect(summary.prediction.utme).not.toBeNull();
    expect(summary.deck.due_count).toBe(20);
    expect(summary.subjects.map((s) => s.subject)).toEqual([...DEMO_UTME_SUBJECTS]);
    expect(summary.weakest).toHaveLength(5);
    const next = summary.next!;
    expect(DEMO_UTME_SUBJECTS).toContain(next.subject);
    expect(next.reason).toMatch(/of the \d+ \w+ questions/);
    expect(next.lessons.length).toBeGreaterThan(0);
    expect(next.drill).toMatchObject({ method: "POST", href: "/api/me/drills", body: { topic_id: next.topic_id } });
  });
});
