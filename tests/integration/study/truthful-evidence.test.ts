import { afterAll, describe, expect, it } from "vitest";
import { GET as predictionRoute } from "@/app/api/me/prediction/route";
import { GET as reviewRoute } from "@/app/api/me/review/route";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { MAX_SKIPPED_CARDS } from "@/lib/study/sitting-evidence";
import { composeStudentDigest, digestFacts } from "@/server/guardian/guardian-digest";
import { studentMastery } from "@/server/study/mastery";
import { studySummary } from "@/server/study/study-summary";
import { call, newStudent, openDb, type TestAccount } from "../../support/api";

// Issue 32, point 6: the study loop counts what the student answered, and nothing they never
// saw. A sitting records the questions opened (PUT /api/sittings/{id}/answers, `opened`); on
// submit only answers are evidence, an opened blank may be a card (a few), an unopened one never.

const db = openDb();
afterAll(() => db.$disconnect());

const otherKey = (key: string) => "ABCD".replace(key, "")[0]!;

async function start(student: TestAccount, paper: string, body: Record<string, unknown> = { mode: "exam" }) {
  const res = await call(startRoute, { method: "POST", token: student.token, params: { id: paper }, body });
  expect(res.status).toBe(201);
  const sittingId = res.body.sitting.id as string;
  const items = await db.sittingItem.findMany({ where: { sittingId }, orderBy: { number: "asc" } });
  return { sittingId, items };
}

const save = (student: TestAccount, sittingId: string, body: Record<string, unknown>) =>
  call(answersRoute, {
    method: "PUT",
    token: student.token,
    params: { id: sittingId },
    body: { answers: {}, ...body },
  });
const submit = (student: TestAccount, sittingId: string) =>
  call(submitRoute, { method: "POST", token: student.token, params: { id: sittingId } });

describe("opened items", () => {
  it("are recorded with the answers' save, only grow, and an answer implies its question was opened", async () => {
    const student = await newStudent("opened-save");
    const { sittingId, items } = await start(student, "waec-biology");
    const [a, b, c] = items;
    expect((await save(student, sittingId, { opened: [a!.questionId, b!.questionId] })).status).toBe(200);
    const first = await db.sittingItem.findMany({ where: { sittingId, openedAt: { not: null } } });
    expect(first.map((i) => i.number).sort()).toEqual([1, 2]);
    const openedAt = first.find((i) => i.number === 1)!.openedAt!;

    // Sent again (a replay from the offline queue): nothing moves. An answer alone opens its question.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      (await save(student, sittingId, { opened: [a!.questionId], answers: { [c!.questionId]: "A" } })).status,
    ).toBe(200);
    const after = await db.sittingItem.findMany({
      where: { sittingId, openedAt: { not: null } },
      orderBy: { number: "asc" },
    });
    expect(after.map((i) => i.number)).toEqual([1, 2, 3]);
    expect(after[0]!.openedAt).toEqual(openedAt);
    // An opened list without them takes nothing away.
    expect((await save(student, sittingId, { opened: [] })).status).toBe(200);
    expect(await db.sittingItem.count({ where: { sittingId, openedAt: { not: null } } })).toBe(3);
  });

  it("refuses a question that is not in the sitting with a 400, and changes nothing", async () => {
    const student = await newStudent("opened-bad");
    const { sittingId, items } = await start(student, "waec-biology");
    const res = await save(student, sittingId, {
      opened: [items[0]!.questionId, "not-a-question"],
      answers: { [items[1]!.questionId]: "B" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "validation_error", message: "An opened question is not in the sitting" });
    expect(await db.sittingItem.count({ where: { sittingId, openedAt: { not: null } } })).toBe(0);
    expect((await db.sitting.findUniqueOrThrow({ where: { id: sittingId } })).answers).toEqual({});
    const tooMany = await save(student, sittingId, { opened: Array.from({ length: 251 }, () => items[0]!.questionId) });
    expect(tooMany.status).toBe(400);
    const notList = await save(student, sittingId, { opened: items[0]!.questionId });
    expect(notList.status).toBe(400);
  });

  it("are not taken once the sitting is submitted (409), and nothing is marked", async () => {
    const student = await newStudent("opened-late");
    const { sittingId, items } = await start(student, "waec-biology");
    expect((await submit(student, sittingId)).status).toBe(200);
    const res = await save(student, sittingId, { opened: [items[0]!.questionId] });
    expect(res.status).toBe(409);
    expect(await db.sittingItem.count({ where: { sittingId, openedAt: { not: null } } })).toBe(0);
  });
});

describe("a submitted sitting's evidence", () => {
  it("the issue in small: 10 opened of 50, 4 answered (1 right) is 4 answers, a few cards, none for the unopened, and a digest of 4", async () => {
    const student = await newStudent("evidence-small");
    const { sittingId, items } = await start(student, "waec-biology");
    const opened = items.slice(0, 10);
    const [right, ...wrong] = items.slice(0, 4);
    await save(student, sittingId, { opened: opened.map((i) => i.questionId) });
    await save(student, sittingId, {
      answers: {
        [right!.questionId]: right!.correctKey,
        ...Object.fromEntries(wrong.map((i) => [i.questionId, otherKey(i.correctKey)])),
      },
    });
    const result = await submit(student, sittingId);
    expect(result.status).toBe(200);
    expect(result.body.result).toMatchObject({ answered: 4, questions: 50 });

    const events = await db.answerEvent.findMany({ where: { studentId: student.id } });
    expect(events).toHaveLength(4);
    expect(events.every((e) => e.answered && e.sourceId === sittingId)).toBe(true);
    expect(events.filter((e) => e.correct).map((e) => e.questionId)).toEqual([right!.questionId]);

    const cards = await db.reviewCard.findMany({ where: { studentId: student.id } });
    const reasons = new Map(cards.map((c) => [c.questionId, c.reason]));
    for (const item of wrong) expect(reasons.get(item.questionId)).toBe("wrong");
    expect(reasons.get(right!.questionId)).toBeUndefined();
    for (const item of items.slice(4, 10)) expect(reasons.get(item.questionId)).toBe("skipped");
    for (const item of items.slice(10)) expect(reasons.has(item.questionId)).toBe(false);
    expect(cards).toHaveLength(3 + 6);

    // Mastery, weakest topics and the digest count the 4 answers only.
    const mastery = await studentMastery(student.id);
    const topics = mastery.flatMap((s) => s.topics);
    expect(topics.reduce((sum, t) => sum + t.answered, 0)).toBe(4);
    expect(topics.reduce((sum, t) => sum + t.correct, 0)).toBe(1);
    const summary = await studySummary(student.id);
    expect(summary!.weakest.length).toBeGreaterThan(0);
    expect(summary!.weakest.every((t) => t.answered > 0)).toBe(true);
    const facts = await digestFacts(student.id, new Date());
    expect(facts.week).toMatchObject({ answers: 4, correct: 1, papers: 1 });
    const digest = await composeStudentDigest(student.id, "Mrs Ade", new Date());
    expect(JSON.stringify(digest)).toContain("answered 4 questions");
    expect(JSON.stringify(digest)).not.toContain("50 questions");
  });

  it(`an opened paper left blank: at most ${MAX_SKIPPED_CARDS} cards, no evidence, and no study day`, async () => {
    const student = await newStudent("evidence-blank");
    const { sittingId, items } = await start(student, "waec-biology");
    await save(student, sittingId, { opened: items.slice(0, 30).map((i) => i.questionId) });
    expect((await submit(student, sittingId)).status).toBe(200);
    expect(await db.answerEvent.count({ where: { studentId: student.id } })).toBe(0);
    const cards = await db.reviewCard.findMany({ where: { studentId: student.id } });
    expect(cards).toHaveLength(MAX_SKIPPED_CARDS);
    expect(cards.every((c) => c.reason === "skipped")).toBe(true);
    const opened = new Set(items.slice(0, 30).map((i) => i.questionId));
    expect(cards.every((c) => opened.has(c.questionId))).toBe(true);
    expect(await db.studyDay.count({ where: { studentId: student.id } })).toBe(0);
    expect((await digestFacts(student.id, new Date())).week.answers).toBe(0);
  });

  it("more opened blanks than cards: the weakest topic's blanks go first, by the student's answers", async () => {
    const student = await newStudent("evidence-weakest");
    const { sittingId, items } = await start(student, "waec-biology");
    const opened = items.slice(0, 30);
    const topicOf = new Map(
      (
        await db.question.findMany({
          where: { id: { in: opened.map((i) => i.questionId) } },
          select: { id: true, topicId: true },
        })
      ).map((q) => [q.id, q.topicId]),
    );
    // A topic whose blanks sit late in the paper, so paper order alone would not pick them.
    const late = opened.slice(MAX_SKIPPED_CARDS).map((i) => topicOf.get(i.questionId));
    const weak = late.find(
      (t) => t && opened.filter((i) => topicOf.get(i.questionId) === t).length <= MAX_SKIPPED_CARDS,
    )!;
    expect(weak).toBeTruthy();
    const weakItems = opened.filter((i) => topicOf.get(i.questionId) === weak);
    const earlier = await db.question.findMany({
      where: { topicId: weak },
      take: 3,
      select: { id: true, subject: true },
    });
    await db.answerEvent.createMany({
      data: earlier.map((q, n) => ({
        studentId: student.id,
        questionId: q.id,
        topicId: weak,
        subject: q.subject,
        correct: false,
        difficulty: "medium",
        source: "review",
        sourceId: `earlier-${n}`,
        answeredAt: new Date(Date.now() - 86_400_000),
      })),
    });
    await save(student, sittingId, { opened: opened.map((i) => i.questionId) });
    expect((await submit(student, sittingId)).status).toBe(200);

    const cards = await db.reviewCard.findMany({ where: { studentId: student.id } });
    expect(cards).toHaveLength(MAX_SKIPPED_CARDS);
    const carded = new Set(cards.map((c) => c.questionId));
    for (const item of weakItems) expect(carded.has(item.questionId)).toBe(true);
  });

  it("a sitting saved without opened items (an older screen): answered items count as opened, the rest as never opened", async () => {
    const student = await newStudent("evidence-old");
    const { sittingId, items } = await start(student, "waec-biology");
    await save(student, sittingId, { answers: { [items[5]!.questionId]: otherKey(items[5]!.correctKey) } });
    await submit(student, sittingId);
    expect(await db.answerEvent.count({ where: { studentId: student.id } })).toBe(1);
    const cards = await db.reviewCard.findMany({ where: { studentId: student.id } });
    expect(cards.map((c) => [c.questionId, c.reason])).toEqual([[items[5]!.questionId, "wrong"]]);
  });
});

describe("the prediction's missing message", () => {
  it("after two submitted UTME papers with sparse answers, names the answers still missing, never 'sit a full UTME paper'", async () => {
    const student = await newStudent("prediction-sparse");
    const subjects = ["English", "Mathematics", "Physics", "Chemistry"];
    const bySubject = <T extends { subject: string }>(items: T[], subject: string) =>
      items.filter((i) => i.subject === subject);
    // First paper: 20 English answers. Second: 25 English and 12 Mathematics. Physics and Chemistry: none.
    const plan = [
      { English: 20, Mathematics: 0 },
      { English: 25, Mathematics: 12 },
    ];
    for (const counts of plan) {
      const { sittingId, items } = await start(student, "utme", { mode: "exam", subjects });
      const answered = [
        ...bySubject(items, "English").slice(0, counts.English),
        ...bySubject(items, "Mathematics").slice(0, counts.Mathematics),
      ];
      await save(student, sittingId, {
        opened: items.slice(0, 70).map((i) => i.questionId),
        answers: Object.fromEntries(answered.map((i) => [i.questionId, i.correctKey])),
      });
      expect((await submit(student, sittingId)).status).toBe(200);
    }
    const res = await call(predictionRoute, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.utme).toBeNull();
    expect(res.body.evidence).toEqual([
      { subject: "English", answers: 45, needed: 30 },
      { subject: "Mathematics", answers: 12, needed: 30 },
      { subject: "Physics", answers: 0, needed: 30 },
      { subject: "Chemistry", answers: 0, needed: 30 },
    ]);
    expect(res.body.missing).toBe(
      "Answer at least 18 more Mathematics questions, 30 more Physics questions and 30 more Chemistry questions. Only answered questions count: those left blank in your UTME sittings say nothing yet.",
    );
  });
});

describe("the deck's revealed keys, for offline review", () => {
  it("a card whose sitting's review showed its key carries it; none while an exam is open, none from a paper that never shows keys", async () => {
    const student = await newStudent("deck-revealed");
    const { sittingId, items } = await start(student, "waec-biology");
    const item = items[0]!;
    await save(student, sittingId, { answers: { [item.questionId]: otherKey(item.correctKey) } });
    await submit(student, sittingId);

    const deck = await call(reviewRoute, { token: student.token });
    expect(deck.status).toBe(200);
    const card = deck.body.cards.find((c: { question: { id: string } }) => c.question.id === item.questionId);
    const version = await db.questionVersion.findUniqueOrThrow({ where: { id: item.versionId } });
    // The card shows the version's own option order: its key is the version's, not the sitting's shuffled letter.
    expect(card.revealed).toEqual({
      correct_answer: "ABCDE"[version.answerIndex],
      explanation: version.explanation,
      ...((version.html as { explanation?: string } | null)?.explanation
        ? { explanation_html: (version.html as { explanation: string }).explanation }
        : {}),
    });

    // While an exam is open the deck carries no key at all.
    const exam = await start(student, "waec-chemistry");
    const during = await call(reviewRoute, { token: student.token });
    expect(during.body.cards.length).toBeGreaterThan(0);
    expect(during.body.cards.every((c: { revealed?: unknown }) => c.revealed === undefined)).toBe(true);
    await submit(student, exam.sittingId);

    // A paper whose review policy never shows keys reveals nothing (the submitted sitting is moved
    // onto a copy of its paper with that policy: papers are read through a cache at start).
    const other = await newStudent("deck-hidden");
    const sitting = await start(other, "waec-biology");
    const wrongItem = sitting.items[0]!;
    await save(other, sitting.sittingId, { answers: { [wrongItem.questionId]: otherKey(wrongItem.correctKey) } });
    await submit(other, sitting.sittingId);
    const { id: _id, ...biology } = await db.paper.findUniqueOrThrow({ where: { id: "waec-biology" } });
    const hidden = await db.paper.create({
      data: {
        ...biology,
        id: `waec-biology-hidden-${other.id.slice(-8)}`,
        reviewPolicy: "never",
        sections: biology.sections ?? [],
      },
    });
    await db.sitting.update({ where: { id: sitting.sittingId }, data: { paperId: hidden.id } });
    const hiddenDeck = await call(reviewRoute, { token: other.token });
    const hiddenCard = hiddenDeck.body.cards.find(
      (c: { question: { id: string } }) => c.question.id === wrongItem.questionId,
    );
    expect(hiddenCard).toBeDefined();
    expect(hiddenCard.revealed).toBeUndefined();
  });
});
