import { fsrs, Rating, type Card } from "ts-fsrs";
import { afterAll, describe, expect, it } from "vitest";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { POST as quizStartRoute } from "@/app/api/quizzes/[id]/start/route";
import { POST as quizSubmitRoute } from "@/app/api/quizzes/[id]/submit/route";
import { GET as deckRoute } from "@/app/api/me/review/route";
import { POST as rateRoute } from "@/app/api/me/review/[id]/route";
import { POST as checkRoute } from "@/app/api/me/review/[id]/check/route";
import { POST as syncRoute } from "@/app/api/me/review/sync/route";
import { deckSummary, dueCards } from "@/server/study/deck";
import { rateCard } from "@/server/study/rate-card";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../../support/api";

// The mistakes deck through its API and domain, on cards made by a real submitted sitting.

const db = openDb();
afterAll(() => db.$disconnect());

// ts-fsrs itself, set as the deck is (lib/study/deck.ts): every due date is checked against it.
const reference = fsrs({ request_retention: 0.9, maximum_interval: 365, enable_fuzz: false, enable_short_term: false });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const GRADE = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy } as const;

/** Sits WAEC Biology: the first question right, the second wrong, the third right but flagged, the rest wrong (49 cards). */
async function sitWithMistakes(student: TestAccount) {
  const start = await call(startRoute, {
    method: "POST",
    token: student.token,
    params: { id: "waec-biology" },
    body: { mode: "exam" },
  });
  expect(start.status).toBe(201);
  const sittingId = start.body.sitting.id as string;
  const items = await db.sittingItem.findMany({ where: { sittingId }, orderBy: { number: "asc" } });
  const [right, wrong, flagged] = items;
  const saved = await call(answersRoute, {
    method: "PUT",
    token: student.token,
    params: { id: sittingId },
    body: {
      answers: {
        [right!.questionId]: right!.correctKey,
        [wrong!.questionId]: "ABCD".replace(wrong!.correctKey, "")[0]!,
        [flagged!.questionId]: flagged!.correctKey,
        ...Object.fromEntries(items.slice(3).map((i) => [i.questionId, "ABCD".replace(i.correctKey, "")[0]!])),
      },
      flags: [flagged!.questionId],
    },
  });
  expect(saved.status).toBe(200);
  expect((await call(submitRoute, { method: "POST", token: student.token, params: { id: sittingId } })).status).toBe(
    200,
  );
  return items;
}

/** The current key of a card's question, as the bank holds it (options in the version's order). */
async function keyOfCard(cardId: string) {
  const card = await db.reviewCard.findUniqueOrThrow({ where: { id: cardId }, include: { question: true } });
  const version = await db.questionVersion.findUnique({
    where: { questionId_version: { questionId: card.questionId, version: card.question.version } },
  });
  return String.fromCharCode(65 + (version?.answerIndex ?? card.question.correctIndex));
}

const asFsrs = (c: {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}): Card => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsedDays,
  scheduled_days: c.scheduledDays,
  learning_steps: c.learningSteps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  ...(c.lastReview ? { last_review: c.lastReview } : {}),
});

async function deck(student: TestAccount) {
  const res = await call(deckRoute, { token: student.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Moves the student's cards into the deck `ms` ago, as if their sitting had been submitted then. */
async function ageCards(student: TestAccount, ms: number) {
  const then = new Date(Date.now() - ms);
  await db.reviewCard.updateMany({ where: { studentId: student.id }, data: { createdAt: then, due: then } });
}

const rate = (student: TestAccount, cardId: string, body: unknown) =>
  call(rateRoute, { method: "POST", token: student.token, params: { id: cardId }, body });

describe("today's reviews", () => {
  it("lists the mistakes of a submitted sitting, oldest first, at most 20, each question as it is now and without its key", async () => {
    const student = await newStudent("deck-list");
    const items = await sitWithMistakes(student);
    const body = await deck(student);
    expect(body.due_total).toBe(49);
    expect(body.due_count).toBe(20);
    expect(body.cards).toHaveLength(20);
    expect(body.reviewed_today).toBe(0);
    expect(body.streak_days).toBe(0);
    expect(typeof body.next_due_at).toBe("string");

    const stored = await db.reviewCard.findMany({
      where: { studentId: student.id },
      orderBy: [{ due: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      take: 20,
    });
    expect(body.cards.map((c: { id: string }) => c.id)).toEqual(stored.map((c) => c.id));
    expect(body.cards.map((c: { question: { id: string } }) => c.question.id)).not.toContain(items[0]!.questionId);

    for (const card of body.cards) {
      expect(card.state).toBe("new");
      expect(new Date(card.due_at).getTime()).toBeLessThanOrEqual(Date.now());
      const question = await db.question.findUniqueOrThrow({ where: { id: card.question.id } });
      const version = await db.questionVersion.findUniqueOrThrow({
        where: { questionId_version: { questionId: question.id, version: question.version } },
      });
      expect(card.question.text).toBe(version.text);
      expect(card.question.options).toEqual(
        version.options.map((text, i) => {
          const html = (version.html as { options: (string | null)[] } | null)?.options[i];
          return { key: "ABCD"[i], text, ...(html ? { html } : {}) };
        }),
      );
      const html = (version.html as { text: string | null } | null)?.text;
      if (html) expect(card.question.html).toBe(html);
      else expect(card.question).not.toHaveProperty("html");
      if (version.stimulusId) expect(card.question.stimulus.id).toBe(version.stimulusId);
    }
    // No key, no explanation anywhere in the list but `revealed`: the submitted sitting's review already showed those.
    const cards = body.cards.map(({ revealed: _revealed, ...card }: { revealed?: unknown }) => card);
    expect(JSON.stringify({ ...body, cards })).not.toMatch(
      /"(correct|correct_answer|correctKey|answer|answer_index|answerIndex|explanation|explanation_html)"/,
    );
    expect(body.cards.every((c: { revealed?: unknown }) => c.revealed !== undefined)).toBe(true);
  });

  it("shows a course quiz's question, which has no versions, from the question itself", async () => {
    const student = await newStudent("deck-quiz");
    const quiz = await db.quiz.findFirstOrThrow({
      where: { slug: "commerce-trade" },
      include: { questions: { orderBy: { position: "asc" } } },
    });
    const started = await call(quizStartRoute, { method: "POST", token: student.token, params: { id: quiz.id } });
    const wrong = quiz.questions[0]!;
    await call(quizSubmitRoute, {
      method: "POST",
      token: student.token,
      params: { id: quiz.id },
      body: {
        attempt_id: started.body.attempt.id,
        answers: [{ question_id: wrong.id, selected_answer: (wrong.correctIndex + 1) % wrong.options.length }],
      },
    });
    const body = await deck(student);
    const card = body.cards.find((c: { question: { id: string } }) => c.question.id === wrong.id);
    expect(card.question.text).toBe(wrong.question);
    expect(card.question.options.map((o: { text: string }) => o.text)).toEqual(wrong.options);

    const key = String.fromCharCode(65 + wrong.correctIndex);
    const rated = await rate(student, card.id, { rating: "good", answer: key });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ correct: true, correct_answer: key, explanation: wrong.explanation });
  });

  it("asks for none when nothing is due, and the reminder's figures agree with the list", async () => {
    const student = await newStudent("deck-empty");
    expect(await deck(student)).toMatchObject({
      due_count: 0,
      due_total: 0,
      cards: [],
      reviewed_today: 0,
      streak_days: 0,
      next_due_at: null,
    });
  });

  it("answers 401 signed out and 403 to a tutor", async () => {
    expect((await call(deckRoute)).status).toBe(401);
    const tutor = await newTutor();
    expect((await call(deckRoute, { token: tutor.token })).status).toBe(403);
  });
});

describe("rating a card", () => {
  it("schedules it as ts-fsrs says, logs the rating and records the answer as evidence", async () => {
    const student = await newStudent("deck-rate");
    await sitWithMistakes(student);
    const [first, second, third] = (await deck(student)).cards;

    const before = await db.reviewCard.findUniqueOrThrow({ where: { id: first.id } });
    const key = await keyOfCard(first.id);
    const res = await rate(student, first.id, { rating: "good", answer: key });
    expect(res.status, res.text).toBe(200);
    const reviewedAt = new Date(res.body.reviewed_at);
    const expected = reference.next(asFsrs(before), reviewedAt, Rating.Good).card;
    expect(res.body).toMatchObject({
      card: {
        id: first.id,
        due_at: expected.due.toISOString(),
        state: "review",
        reps: 1,
        lapses: 0,
        scheduled_days: 3,
      },
      rating: "good",
      replayed: false,
      answer: key,
      correct: true,
      correct_answer: key,
    });
    expect(typeof res.body.explanation).toBe("string");
    const after = await db.reviewCard.findUniqueOrThrow({ where: { id: first.id } });
    expect(after.due).toEqual(expected.due);
    expect(after.stability).toBeCloseTo(expected.stability, 10);
    expect(after.lastReview).toEqual(reviewedAt);

    const logs = await db.reviewLog.findMany({ where: { cardId: first.id } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      studentId: student.id,
      rating: 3,
      answer: key,
      correct: true,
      dueAfter: expected.due,
      clientReviewId: null,
    });
    const evidence = await db.answerEvent.findMany({ where: { studentId: student.id, source: "review" } });
    expect(evidence).toHaveLength(1);
    expect(evidence[0]).toMatchObject({
      questionId: before.questionId,
      correct: true,
      answered: true,
      sourceId: logs[0]!.id,
      subject: "Biology",
    });
    expect(evidence[0]!.topicId).toBeTruthy();

    // A wrong answer rated again: one day; no answer at all ("I don't know"): unanswered evidence.
    const wrongKey = "ABCD".replace(await keyOfCard(second.id), "")[0]!;
    const again = await rate(student, second.id, { rating: "again", answer: wrongKey });
    expect(again.body).toMatchObject({ correct: false, answer: wrongKey, card: { scheduled_days: 1 } });
    expect(new Date(again.body.card.due_at).getTime() - new Date(again.body.reviewed_at).getTime()).toBe(DAY);
    const unknown = await rate(student, third.id, { rating: "hard" });
    expect(unknown.status).toBe(200);
    expect(unknown.body).not.toHaveProperty("correct");
    const events = await db.answerEvent.findMany({ where: { studentId: student.id, source: "review" } });
    expect(events.map((e) => [e.questionId, e.correct, e.answered]).sort()).toEqual(
      [
        [before.questionId, true, true],
        [(await db.reviewCard.findUniqueOrThrow({ where: { id: second.id } })).questionId, false, true],
        [(await db.reviewCard.findUniqueOrThrow({ where: { id: third.id } })).questionId, false, false],
      ].sort(),
    );

    // Rated cards leave today's list; the day's count and the streak start.
    const now = await deck(student);
    expect(now.cards.map((c: { id: string }) => c.id)).not.toContain(first.id);
    expect(now).toMatchObject({ reviewed_today: 3, due_count: 17, streak_days: 1 });
  });

  it("applies a client_review_id once: a retry answers the same, another card with it is a conflict", async () => {
    const student = await newStudent("deck-idem");
    await sitWithMistakes(student);
    const [first, second] = (await deck(student)).cards;
    const body = { rating: "easy", client_review_id: "phone-review-0001" };
    const once = await rate(student, first.id, body);
    const twice = await rate(student, first.id, body);
    expect(once.status).toBe(200);
    expect(twice.status).toBe(200);
    expect(twice.body.replayed).toBe(true);
    expect(twice.body.card).toEqual(once.body.card);
    expect(twice.body.reviewed_at).toBe(once.body.reviewed_at);
    expect(await db.reviewLog.count({ where: { cardId: first.id } })).toBe(1);
    expect(await db.answerEvent.count({ where: { studentId: student.id, source: "review" } })).toBe(1);
    expect((await db.reviewCard.findUniqueOrThrow({ where: { id: first.id } })).reps).toBe(1);

    const elsewhere = await rate(student, second.id, body);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error).toBe("conflict");
  });

  it("refuses another student's card (404), a bad rating, letter or date (400)", async () => {
    const owner = await newStudent("deck-owner");
    const other = await newStudent("deck-other");
    await sitWithMistakes(owner);
    const [card] = (await deck(owner)).cards;

    for (const res of [
      await rate(other, card.id, { rating: "good" }),
      await call(checkRoute, { method: "POST", token: other.token, params: { id: card.id }, body: { answer: "A" } }),
      await rate(owner, "no-such-card", { rating: "good" }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("not_found");
    }
    for (const body of [
      { rating: "ok" },
      {},
      { rating: 3 },
      { rating: "good", answer: "Z" },
      { rating: "good", reviewed_at: "yesterday" },
      { rating: "good", client_review_id: "x" },
    ]) {
      const res = await rate(owner, card.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe("validation_error");
    }
    // E is a letter, but this question has four options.
    const fifth = await rate(owner, card.id, { rating: "good", answer: "E" });
    expect(fifth.status).toBe(400);
    expect(fifth.body.errors).toEqual({ answer: "Answer with a letter from A to D" });
    expect(await db.reviewLog.count({ where: { cardId: card.id } })).toBe(0);
  });

  it("checks an answer before rating, changing nothing", async () => {
    const student = await newStudent("deck-check");
    await sitWithMistakes(student);
    const [card] = (await deck(student)).cards;
    const key = await keyOfCard(card.id);
    const right = await call(checkRoute, {
      method: "POST",
      token: student.token,
      params: { id: card.id },
      body: { answer: key },
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ correct: true, correct_answer: key });
    const dunno = await call(checkRoute, { method: "POST", token: student.token, params: { id: card.id }, body: {} });
    expect(dunno.body).toEqual({
      correct_answer: key,
      explanation: expect.any(String),
      ...(dunno.body.explanation_html ? { explanation_html: dunno.body.explanation_html } : {}),
    });
    expect(await db.reviewLog.count({ where: { cardId: card.id } })).toBe(0);
    expect((await db.reviewCard.findUniqueOrThrow({ where: { id: card.id } })).reps).toBe(0);
  });
});

describe("ratings made offline", () => {
  it("a sync batch applies in order with the phone's times, once, and answers per rating", async () => {
    const student = await newStudent("deck-sync");
    await sitWithMistakes(student);
    await ageCards(student, 3 * DAY);
    const [a, b] = (await deck(student)).cards;
    const cardA = await db.reviewCard.findUniqueOrThrow({ where: { id: a.id } });
    const now = Date.now();
    const t1 = new Date(now - 50 * HOUR);
    const t2 = new Date(now - 26 * HOUR);
    const t3 = new Date(now - HOUR);
    const reviews = [
      { card_id: a.id, rating: "again", client_review_id: "sync-0000-0001", reviewed_at: t1.toISOString() },
      { card_id: "no-such-card", rating: "good", client_review_id: "sync-0000-0002", reviewed_at: t1.toISOString() },
      { card_id: a.id, rating: "good", client_review_id: "sync-0000-0003", reviewed_at: t2.toISOString() },
      { card_id: b.id, rating: "easy", answer: "A", client_review_id: "sync-0000-0004", reviewed_at: t3.toISOString() },
    ];
    const res = await call(syncRoute, { method: "POST", token: student.token, body: { reviews } });
    expect(res.status, res.text).toBe(200);
    expect(
      res.body.results.map((r: { client_review_id: string; status: string }) => [r.client_review_id, r.status]),
    ).toEqual([
      ["sync-0000-0001", "applied"],
      ["sync-0000-0002", "rejected"],
      ["sync-0000-0003", "applied"],
      ["sync-0000-0004", "applied"],
    ]);
    expect(res.body.results[1].error.error).toBe("not_found");

    // Again at t1, then good at t2: what ts-fsrs gives for that order.
    const afterAgain = reference.next(asFsrs(cardA), t1, Rating.Again).card;
    const afterGood = reference.next(afterAgain, t2, Rating.Good).card;
    expect(res.body.results[2].result.card.due_at).toBe(afterGood.due.toISOString());
    expect((await db.reviewCard.findUniqueOrThrow({ where: { id: a.id } })).due).toEqual(afterGood.due);
    const logs = await db.reviewLog.findMany({ where: { studentId: student.id }, orderBy: { reviewedAt: "asc" } });
    expect(logs.map((l) => [l.clientReviewId, l.reviewedAt.toISOString(), l.rating])).toEqual([
      ["sync-0000-0001", t1.toISOString(), GRADE.again],
      ["sync-0000-0003", t2.toISOString(), GRADE.good],
      ["sync-0000-0004", t3.toISOString(), GRADE.easy],
    ]);

    // The phone lost the answer and sends the whole queue again: nothing changes.
    const retry = await call(syncRoute, { method: "POST", token: student.token, body: { reviews } });
    expect(retry.body.results.map((r: { status: string }) => r.status)).toEqual([
      "replayed",
      "rejected",
      "replayed",
      "replayed",
    ]);
    expect(await db.reviewLog.count({ where: { studentId: student.id } })).toBe(3);
    expect(await db.answerEvent.count({ where: { studentId: student.id, source: "review" } })).toBe(3);
  });

  it("refuses a bad batch whole (400), and another student's card per rating", async () => {
    const owner = await newStudent("deck-sync-owner");
    const other = await newStudent("deck-sync-other");
    await sitWithMistakes(owner);
    const [card] = (await deck(owner)).cards;
    for (const body of [
      {},
      { reviews: [] },
      { reviews: [{ card_id: card.id, rating: "meh", client_review_id: "bad-rating-01" }] },
      { reviews: [{ card_id: card.id, rating: "good" }] },
    ]) {
      expect((await call(syncRoute, { method: "POST", token: owner.token, body })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    const res = await call(syncRoute, {
      method: "POST",
      token: other.token,
      body: { reviews: [{ card_id: card.id, rating: "good", client_review_id: "not-mine-0001" }] },
    });
    expect(res.body.results[0]).toMatchObject({ status: "rejected", error: { error: "not_found" } });
    expect(await db.reviewLog.count({ where: { cardId: card.id } })).toBe(0);
  });

  it("takes reviewed_at within the sync window, after the card entered the deck and its last review; refuses the rest, changing nothing", async () => {
    const student = await newStudent("deck-times");
    await sitWithMistakes(student);
    const made = new Date(Date.now() - 4 * DAY);
    await db.reviewCard.updateMany({ where: { studentId: student.id }, data: { createdAt: made, due: made } });
    const [a, b, c, d, e] = await dueCards(student.id);
    const now = new Date(Date.now() + 2 * DAY);
    const at = (ms: number) => new Date(now.getTime() + ms);
    const rated = (id: string, reviewedAt: Date) =>
      rateCard(student.id, id, { rating: "good", answer: "A", reviewed_at: reviewedAt.toISOString() }, now);
    const refused = async (id: string, reviewedAt: Date, status: number) => {
      const error = await rated(id, reviewedAt).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error, reviewedAt.toISOString()).toMatchObject({ code: status === 400 ? "validation_error" : "conflict" });
    };

    expect((await rated(a!.id, at(-2 * HOUR))).reviewed_at).toBe(at(-2 * HOUR).toISOString()); // in the past: taken
    expect((await rated(b!.id, at(4 * 60_000))).reviewed_at).toBe(now.toISOString()); // a phone 4 minutes fast: now
    const early = new Date(made.getTime() + 60_000);
    expect((await rated(c!.id, early)).reviewed_at).toBe(early.toISOString()); // 6 days back, just after the card was made
    await refused(d!.id, at(HOUR), 400); // an hour ahead
    await refused(d!.id, at(-8 * DAY), 400); // older than 7 days
    await refused(d!.id, new Date(made.getTime() - 60_000), 409); // before the card entered the deck
    // Before a's last review (2 hours ago): refused, not moved to now.
    await db.reviewCard.update({ where: { id: a!.id }, data: { due: at(-3 * DAY) } });
    await refused(a!.id, at(-3 * HOUR), 409);
    expect((await db.reviewLog.findMany({ where: { cardId: a!.id } })).map((l) => l.reviewedAt)).toEqual([
      at(-2 * HOUR),
    ]);
    expect(await db.reviewLog.count({ where: { cardId: { in: [d!.id, e!.id] } } })).toBe(0);
  });
});

describe("the streak and the day's limit", () => {
  it("counts consecutive Lagos days with an answered review, ending today or yesterday", async () => {
    const student = await newStudent("deck-streak");
    await sitWithMistakes(student);
    const cards = await dueCards(student.id);
    // Fixed clocks, years ahead of the cards' creation: 9:00 Lagos on 1–3 March 2040, then 00:30 Lagos on 4 March.
    const days = ["2040-03-01T08:00:00Z", "2040-03-02T08:00:00Z", "2040-03-03T08:00:00Z", "2040-03-03T23:30:00Z"].map(
      (s) => new Date(s),
    );
    for (const [i, at] of days.entries()) await rateCard(student.id, cards[i]!.id, { rating: "good", answer: "A" }, at);

    expect(await deckSummary(student.id, new Date("2040-03-03T12:00:00Z"))).toMatchObject({
      day: "2040-03-03",
      streak_days: 3,
      reviewed_today: 1,
    });
    // 23:30 UTC on 3 March is 4 March in Lagos.
    expect(await deckSummary(student.id, new Date("2040-03-04T12:00:00Z"))).toMatchObject({
      day: "2040-03-04",
      streak_days: 4,
      reviewed_today: 1,
    });
    // The next day, before any review: still alive.
    expect(await deckSummary(student.id, new Date("2040-03-05T12:00:00Z"))).toMatchObject({
      streak_days: 4,
      reviewed_today: 0,
    });
    // A day missed: broken.
    expect(await deckSummary(student.id, new Date("2040-03-06T12:00:00Z"))).toMatchObject({
      streak_days: 0,
      reviewed_today: 0,
    });
    // A gap before: only the run ending today counts.
    await rateCard(student.id, cards[4]!.id, { rating: "good", answer: "B" }, new Date("2040-03-07T08:00:00Z"));
    expect(await deckSummary(student.id, new Date("2040-03-07T20:00:00Z"))).toMatchObject({
      streak_days: 1,
      reviewed_today: 1,
    });
    // A day of "I don't know" only is a blank: rated, but no streak day.
    await rateCard(student.id, cards[5]!.id, { rating: "again" }, new Date("2040-03-08T08:00:00Z"));
    expect(await deckSummary(student.id, new Date("2040-03-08T20:00:00Z"))).toMatchObject({
      streak_days: 1,
      reviewed_today: 1,
    });
    expect(await deckSummary(student.id, new Date("2040-03-09T20:00:00Z"))).toMatchObject({ streak_days: 0 });
  });

  it("stops at 20 ratings a day and offers the rest tomorrow", async () => {
    const student = await newStudent("deck-limit");
    await sitWithMistakes(student);
    const morning = new Date("2040-05-10T07:00:00Z"); // 8:00 in Lagos
    const cards = await dueCards(student.id, morning);
    expect(cards).toHaveLength(20);
    for (const [i, card] of cards.entries())
      await rateCard(student.id, card.id, { rating: "good" }, new Date(morning.getTime() + i * 60_000));
    const evening = new Date("2040-05-10T19:00:00Z");
    expect(await dueCards(student.id, evening)).toEqual([]);
    expect(await deckSummary(student.id, evening)).toMatchObject({
      due_count: 0,
      due_total: 29,
      reviewed_today: 20,
      next_due_at: "2040-05-10T23:00:00.000Z", // Lagos midnight
    });
    const tomorrow = await dueCards(student.id, new Date("2040-05-11T07:00:00Z"));
    expect(tomorrow).toHaveLength(20);
    expect(tomorrow.map((c) => c.id)).not.toContain(cards[0]!.id);
    expect(await dueCards(student.id, evening, 5)).toEqual([]);
    expect(await dueCards(student.id, new Date("2040-05-11T07:00:00Z"), 5)).toHaveLength(5);
  });
});
