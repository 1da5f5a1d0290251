import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { POST as quizStartRoute } from "@/app/api/quizzes/[id]/start/route";
import { POST as quizSubmitRoute } from "@/app/api/quizzes/[id]/submit/route";
import { call, newStudent, openDb } from "../../support/api";

// Submitting turns answers into evidence and mistakes into review cards, once.

const db = openDb();
afterAll(() => db.$disconnect());

async function startBiologyExam(token: string): Promise<string> {
  const start = await call(startRoute, {
    method: "POST",
    token,
    params: { id: "waec-biology" },
    body: { mode: "exam" },
  });
  return start.body.sitting.id as string;
}

describe("evidence and the mistakes deck", () => {
  it("a submitted sitting records its answers and puts wrong, opened-and-skipped and flagged questions in the deck", async () => {
    const student = await newStudent("evidence");
    const sittingId = await startBiologyExam(student.token);
    const items = await db.sittingItem.findMany({ where: { sittingId }, orderBy: { number: "asc" } });
    const [right, wrong, flaggedRight] = items;
    const wrongKey = "ABCD".replace(wrong!.correctKey, "")[0]!;
    await call(answersRoute, {
      method: "PUT",
      token: student.token,
      params: { id: sittingId },
      body: {
        answers: {
          [right!.questionId]: right!.correctKey,
          [wrong!.questionId]: wrongKey,
          [flaggedRight!.questionId]: flaggedRight!.correctKey,
        },
        flags: [flaggedRight!.questionId],
        opened: [items[3]!.questionId],
      },
    });
    await call(submitRoute, { method: "POST", token: student.token, params: { id: sittingId } });
    await call(submitRoute, { method: "POST", token: student.token, params: { id: sittingId } });

    const events = await db.answerEvent.findMany({ where: { studentId: student.id } });
    expect(events).toHaveLength(3);
    expect(events.filter((e) => e.correct)).toHaveLength(2);
    expect(events.every((e) => e.answered)).toBe(true);
    expect(
      events.every((e) => e.topicId && e.subject === "Biology" && e.source === "sitting" && e.sourceId === sittingId),
    ).toBe(true);

    // Time-ordered ids (UUIDv7), so the primary keys grow at their right edge.
    expect(events.every((e) => /^[0-9a-f]{8}-[0-9a-f]{4}-7/.test(e.id))).toBe(true);

    const cards = await db.reviewCard.findMany({ where: { studentId: student.id } });
    expect(cards.every((c) => /^[0-9a-f]{8}-[0-9a-f]{4}-7/.test(c.id))).toBe(true);
    const reasons = new Map(cards.map((c) => [c.questionId, c.reason]));
    // Wrong, flagged and the one opened blank: the 46 never opened are not mistakes.
    expect(cards).toHaveLength(3);
    expect(reasons.get(right!.questionId)).toBeUndefined();
    expect(reasons.get(wrong!.questionId)).toBe("wrong");
    expect(reasons.get(flaggedRight!.questionId)).toBe("flagged");
    expect(reasons.get(items[3]!.questionId)).toBe("skipped");
    expect(cards.every((c) => c.due.getTime() <= Date.now())).toBe(true);
  });

  it("marking a paper and recording what was opened rewrite each item on its own page", async () => {
    const student = await newStudent("in-place");
    const sittingId = await startBiologyExam(student.token);
    // The block of the heap page each row version lives on.
    const pages = () =>
      db.$queryRaw<{ number: number; page: number }[]>`
        SELECT number, (ctid::text::point)[0]::int AS page FROM sitting_items WHERE sitting_id = ${sittingId} ORDER BY number`;
    const before = await pages();
    const items = await db.sittingItem.findMany({ where: { sittingId }, orderBy: { number: "asc" } });
    await call(answersRoute, {
      method: "PUT",
      token: student.token,
      params: { id: sittingId },
      body: {
        answers: Object.fromEntries(items.map((item) => [item.questionId, "A"])),
        opened: items.map((item) => item.questionId),
      },
    });
    // The opened rewrite used the room each page was left at the start.
    expect(await pages()).toEqual(before);
    // In a paper the questions are opened minutes before the submit; here the two rewrites come a
    // moment apart. The marking finds room on each row's page once PostgreSQL may prune the opened
    // rewrite's old versions, that is once no other session of the database still sees them (a
    // background worker's poll, an autovacuum): wait for that, as the minutes would.
    const [{ marker }] = (await db.$queryRaw<{ marker: string }[]>`SELECT pg_current_xact_id()::text AS marker`) as [
      { marker: string },
    ];
    await vi.waitFor(
      async () => {
        const [row] = await db.$queryRaw<{ behind: number }[]>`
          SELECT count(*)::int AS behind FROM pg_stat_activity
          WHERE datname = current_database() AND backend_xmin IS NOT NULL
            AND age(backend_xmin) >= age(${marker}::xid)`;
        expect(row!.behind).toBe(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    await call(submitRoute, { method: "POST", token: student.token, params: { id: sittingId } });

    const marked = await db.sittingItem.findMany({ where: { sittingId } });
    expect(marked.every((item) => item.answer === "A" && item.correct !== null && item.openedAt)).toBe(true);
    // Twice rewritten, every row stayed on its page: an update there needs no new index entries.
    expect(await pages()).toEqual(before);
  });

  it("a submitted course quiz records evidence and deck cards too", async () => {
    const student = await newStudent("quiz-evidence");
    const quiz = await db.quiz.findFirstOrThrow({
      where: { slug: "commerce-trade" },
      include: { questions: { orderBy: { position: "asc" } } },
    });
    const started = await call(quizStartRoute, { method: "POST", token: student.token, params: { id: quiz.id } });
    expect(started.status).toBe(200);
    const [first, second] = quiz.questions;
    const res = await call(quizSubmitRoute, {
      method: "POST",
      token: student.token,
      params: { id: quiz.id },
      body: {
        attempt_id: started.body.attempt.id,
        answers: [
          { question_id: first!.id, selected_answer: first!.correctIndex },
          { question_id: second!.id, selected_answer: (second!.correctIndex + 1) % second!.options.length },
        ],
      },
    });
    expect(res.status).toBe(200);
    const events = await db.answerEvent.findMany({ where: { studentId: student.id } });
    // The two answers are evidence, as in a sitting; every blank is a "skipped" card.
    expect(events.map((e) => [e.questionId, e.correct, e.answered]).sort()).toEqual(
      [
        [first!.id, true, true],
        [second!.id, false, true],
      ].sort(),
    );
    const cards = await db.reviewCard.findMany({ where: { studentId: student.id } });
    expect(cards).toHaveLength(quiz.questions.length - 1);
    expect(cards.find((c) => c.questionId === second!.id)?.reason).toBe("wrong");
    expect(cards.filter((c) => c.reason === "skipped")).toHaveLength(quiz.questions.length - 2);
  });
});
