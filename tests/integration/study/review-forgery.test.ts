import { afterAll, describe, expect, it } from "vitest";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { GET as deckRoute } from "@/app/api/me/review/route";
import { POST as rateRoute } from "@/app/api/me/review/[id]/route";
import { POST as checkRoute } from "@/app/api/me/review/[id]/check/route";
import { POST as syncRoute } from "@/app/api/me/review/sync/route";
import { GET as masteryRoute } from "@/app/api/me/mastery/route";
import { call, newStudent, openDb, type TestAccount } from "../../support/api";

// Issue 31, point 5: review ratings could be forged. Each test replays one attack through the
// real routes and checks that it now changes nothing: re-rating one card over and over, ratings
// backdated to stretch the streak, more than the day's limit, the same through the offline sync,
// and keys revealed while an exam is open.

const db = openDb();
afterAll(() => db.$disconnect());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Submits a WAEC Biology sitting with every question answered wrong: 50 cards, due now. */
async function sitAllWrong(student: TestAccount) {
  const start = await call(startRoute, {
    method: "POST",
    token: student.token,
    params: { id: "waec-biology" },
    body: { mode: "practice" },
  });
  expect(start.status, start.text).toBe(201);
  const items = await db.sittingItem.findMany({ where: { sittingId: start.body.sitting.id } });
  const answers = Object.fromEntries(items.map((i) => [i.questionId, "ABCD".replace(i.correctKey, "")[0]!]));
  const saved = await call(answersRoute, {
    method: "PUT",
    token: student.token,
    params: { id: start.body.sitting.id },
    body: { answers },
  });
  expect(saved.status, saved.text).toBe(200);
  const submitted = await call(submitRoute, {
    method: "POST",
    token: student.token,
    params: { id: start.body.sitting.id },
  });
  expect(submitted.status, submitted.text).toBe(200);
}

/** Moves the student's cards into the deck `ms` ago, as if their sitting had been submitted then. */
async function ageCards(student: TestAccount, ms: number) {
  const then = new Date(Date.now() - ms);
  await db.reviewCard.updateMany({ where: { studentId: student.id }, data: { createdAt: then, due: then } });
}

async function keyOfCard(cardId: string) {
  const card = await db.reviewCard.findUniqueOrThrow({ where: { id: cardId }, include: { question: true } });
  const version = await db.questionVersion.findUnique({
    where: { questionId_version: { questionId: card.questionId, version: card.question.version } },
  });
  return String.fromCharCode(65 + (version?.answerIndex ?? card.question.correctIndex));
}

async function deckCards(student: TestAccount): Promise<{ id: string; question: { id: string } }[]> {
  const res = await call(deckRoute, { token: student.token });
  expect(res.status, res.text).toBe(200);
  return res.body.cards;
}

const rate = (student: TestAccount, cardId: string, body: unknown) =>
  call(rateRoute, { method: "POST", token: student.token, params: { id: cardId }, body });
const check = (student: TestAccount, cardId: string, body: unknown) =>
  call(checkRoute, { method: "POST", token: student.token, params: { id: cardId }, body });
const sync = (student: TestAccount, reviews: unknown[]) =>
  call(syncRoute, { method: "POST", token: student.token, body: { reviews } });
const statuses = (res: { body: { results: { status: string }[] } }) => res.body.results.map((r) => r.status);
const reviewEvents = (student: TestAccount) =>
  db.answerEvent.count({ where: { studentId: student.id, source: "review" } });

async function streak(student: TestAccount): Promise<number> {
  const res = await call(deckRoute, { token: student.token });
  return res.body.streak_days;
}

describe("one rating per card per due date", () => {
  it("a card re-rated 100 times is rated once: the rest are 409, and mastery gains one answer", async () => {
    const student = await newStudent("forge-rerate");
    await sitAllWrong(student);
    const [card] = await deckCards(student);
    const key = await keyOfCard(card!.id);
    const question = await db.question.findUniqueOrThrow({
      where: { id: card!.question.id },
      include: { topic: true },
    });

    const first = await rate(student, card!.id, { rating: "easy", answer: key });
    expect(first.status, first.text).toBe(200);
    for (let i = 0; i < 99; i++) {
      const again = await rate(student, card!.id, {
        rating: "easy",
        answer: key,
        client_review_id: `rerate-${String(i).padStart(4, "0")}`,
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe("conflict");
      expect(again.body.message).toMatch(/^This card has been rated: it is due again on /);
    }
    expect(await db.reviewLog.count({ where: { cardId: card!.id } })).toBe(1);
    expect(await reviewEvents(student)).toBe(1);
    const stored = await db.reviewCard.findUniqueOrThrow({ where: { id: card!.id } });
    expect(stored.reps).toBe(1);
    expect(stored.due).toEqual(new Date(first.body.card.due_at));

    // The topic: the sitting's wrong answers and one right review; never more right than put.
    const mastery = await call(masteryRoute, { token: student.token, path: "/api/me/mastery?subject=Biology" });
    const topics = mastery.body.subjects[0].topics as {
      slug: string;
      level: string;
      answered: number;
      correct: number;
    }[];
    const topic = topics.find((t) => t.slug === question.topic!.slug)!;
    expect(topic.correct).toBe(1);
    expect(topic.correct).toBeLessThanOrEqual(topic.answered);
    expect(["attempted", "familiar"]).toContain(topic.level);
    for (const t of topics) expect(t.correct).toBeLessThanOrEqual(t.answered);
  });

  it("the same through the offline sync: one applied, the other 99 rejected per rating", async () => {
    const student = await newStudent("forge-rerate-sync");
    await sitAllWrong(student);
    const [card] = await deckCards(student);
    const key = await keyOfCard(card!.id);
    const reviews = Array.from({ length: 100 }, (_, i) => ({
      card_id: card!.id,
      rating: "good",
      answer: key,
      client_review_id: `resync-${String(i).padStart(4, "0")}`,
    }));
    const res = await sync(student, reviews);
    expect(res.status, res.text).toBe(200);
    expect(statuses(res)).toEqual(["applied", ...Array<string>(99).fill("rejected")]);
    expect(res.body.results[1].error.error).toBe("conflict");
    expect(await db.reviewLog.count({ where: { cardId: card!.id } })).toBe(1);
    expect(await reviewEvents(student)).toBe(1);
    // A retry of the one applied still replays.
    expect(statuses(await sync(student, reviews.slice(0, 1)))).toEqual(["replayed"]);
  });

  it("two ratings of one card sent at the same instant: one applies, the other is a 409", async () => {
    const student = await newStudent("forge-race");
    await sitAllWrong(student);
    const [card] = await deckCards(student);
    const both = await Promise.all([
      rate(student, card!.id, { rating: "good", answer: "A" }),
      rate(student, card!.id, { rating: "good", answer: "B" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await reviewEvents(student)).toBe(1);
  });
});

describe("offline ratings only within the sync window", () => {
  it("ratings backdated before the cards existed do not stretch the streak", async () => {
    const student = await newStudent("forge-backdate");
    await sitAllWrong(student);
    const cards = await deckCards(student);
    // Made today: seven ratings claimed on each of the last seven days.
    const reviews = cards.slice(0, 7).map((card, i) => ({
      card_id: card.id,
      rating: "good",
      answer: "A",
      client_review_id: `backdate-${i + 1}0000`,
      reviewed_at: new Date(Date.now() - (i + 1) * DAY).toISOString(),
    }));
    const res = await sync(student, reviews);
    expect(statuses(res)).toEqual(Array<string>(7).fill("rejected"));
    expect(res.body.results[0].error).toEqual({
      error: "conflict",
      message: "This card was not in your deck yet at reviewed_at",
    });
    expect(await db.reviewLog.count({ where: { studentId: student.id } })).toBe(0);
    expect(await streak(student)).toBe(0);
  });

  it("refuses a claim older than 7 days, in the future, or before the card's last rating (400, 400, 409), changing nothing", async () => {
    const student = await newStudent("forge-window");
    await sitAllWrong(student);
    await ageCards(student, 20 * DAY);
    const [a, b] = await deckCards(student);

    const old = await rate(student, a!.id, {
      rating: "good",
      answer: "A",
      reviewed_at: new Date(Date.now() - 8 * DAY).toISOString(),
    });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({
      error: "validation_error",
      errors: { reviewed_at: "A rating older than 7 days can no longer be synced" },
    });
    const ahead = await rate(student, a!.id, {
      rating: "good",
      answer: "A",
      reviewed_at: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors.reviewed_at).toMatch(/ahead of the server's clock/);
    expect(await db.reviewLog.count({ where: { studentId: student.id } })).toBe(0);

    // Rated 2 days ago offline; then a claim from 3 days ago on the same card, due again by now.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    expect(
      (await rate(student, b!.id, { rating: "again", answer: "A", reviewed_at: twoDaysAgo.toISOString() })).status,
    ).toBe(200);
    const before = await rate(student, b!.id, {
      rating: "good",
      answer: "A",
      reviewed_at: new Date(Date.now() - 3 * DAY).toISOString(),
    });
    expect(before.status).toBe(409);
    expect(before.body).toEqual({
      error: "conflict",
      message: "This card was rated after reviewed_at: a rating cannot go before it",
    });
    expect((await db.reviewLog.findMany({ where: { cardId: b!.id } })).map((l) => l.reviewedAt)).toEqual([twoDaysAgo]);
  });

  it("genuine offline days still count: a card a day, each due and after the last", async () => {
    const student = await newStudent("forge-genuine");
    await sitAllWrong(student);
    await ageCards(student, 4 * DAY);
    const cards = await deckCards(student);
    const reviews = [3, 2, 1].map((d, i) => ({
      card_id: cards[i]!.id,
      rating: "good",
      answer: "A",
      client_review_id: `genuine-${d}00000`,
      reviewed_at: new Date(Date.now() - d * DAY).toISOString(),
    }));
    expect(statuses(await sync(student, reviews))).toEqual(["applied", "applied", "applied"]);
    expect(await streak(student)).toBe(3);
  });
});

describe("the day's limit, on the server", () => {
  it("a 21st rating in a Lagos day is a 409, through the route and the sync, even sent at once", async () => {
    const student = await newStudent("forge-cap");
    await sitAllWrong(student);
    const cards = await db.reviewCard.findMany({ where: { studentId: student.id }, orderBy: { id: "asc" } });
    expect(cards.length).toBeGreaterThanOrEqual(30);
    const answers = await Promise.all(
      cards.slice(0, 25).map((card) => rate(student, card.id, { rating: "good", answer: "A" })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array<number>(5).fill(409));
    expect(refused[0]!.body.message).toBe("You have already rated 20 cards that day: the rest wait for the next days.");
    expect(await db.reviewLog.count({ where: { studentId: student.id } })).toBe(20);

    const res = await sync(
      student,
      cards
        .slice(25, 30)
        .map((card, i) => ({ card_id: card.id, rating: "good", client_review_id: `cap-sync-000${i}` })),
    );
    expect(statuses(res)).toEqual(Array<string>(5).fill("rejected"));
    expect(await db.reviewLog.count({ where: { studentId: student.id } })).toBe(20);
    expect(await reviewEvents(student)).toBe(20);
  });
});

describe("an open exam", () => {
  it("blocks every review answer that reveals a key (409 exam_in_progress) and changes nothing; the deck stays keyless", async () => {
    const student = await newStudent("forge-exam");
    await sitAllWrong(student);
    const [card] = await deckCards(student);
    const exam = await call(startRoute, {
      method: "POST",
      token: student.token,
      params: { id: "waec-biology" },
      body: { mode: "exam" },
    });
    expect(exam.status, exam.text).toBe(201);
    // The exam's own questions are those of the student's cards: the deck must not hand out their keys.
    const examItems = await db.sittingItem.findMany({ where: { sittingId: exam.body.sitting.id } });
    expect(examItems.length).toBeGreaterThan(0);

    for (const res of [
      await check(student, card!.id, { answer: "A" }),
      await check(student, card!.id, {}),
      await rate(student, card!.id, { rating: "good", answer: "A" }),
      await rate(student, card!.id, { rating: "good", client_review_id: "exam-open-0001" }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: "exam_in_progress",
        message: "Finish or submit your exam first: practice opens again when your exam ends.",
      });
    }
    const synced = await sync(student, [
      { card_id: card!.id, rating: "good", answer: "A", client_review_id: "exam-open-0002" },
      { card_id: "no-such-card", rating: "good", client_review_id: "exam-open-0003" },
    ]);
    expect(synced.status).toBe(200);
    expect(synced.body.results).toEqual([
      {
        client_review_id: "exam-open-0002",
        card_id: card!.id,
        status: "not_applied",
        error: {
          error: "exam_in_progress",
          message: "Finish or submit your exam first: practice opens again when your exam ends.",
        },
      },
      { client_review_id: "exam-open-0003", card_id: "no-such-card", status: "not_applied" },
    ]);
    expect(JSON.stringify(synced.body)).not.toMatch(/correct_answer|explanation/);
    expect(await db.reviewLog.count({ where: { studentId: student.id } })).toBe(0);
    const listed = await call(deckRoute, { token: student.token });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toMatch(/"(correct|correct_answer|answer_index|explanation)"/);

    // Submitted, the exam is over: the queue applies and the key comes back.
    expect(
      (
        await call(answersRoute, {
          method: "PUT",
          token: student.token,
          params: { id: exam.body.sitting.id },
          body: { answers: {} },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(submitRoute, { method: "POST", token: student.token, params: { id: exam.body.sitting.id } })).status,
    ).toBe(200);
    expect((await check(student, card!.id, {})).status).toBe(200);
    expect(
      statuses(
        await sync(student, [{ card_id: card!.id, rating: "good", answer: "A", client_review_id: "exam-open-0002" }]),
      ),
    ).toEqual(["applied"]);
  });
});

describe("rate limits", () => {
  it("answers 429 once a student has checked 120 answers in ten minutes", async () => {
    const student = await newStudent("forge-check-limit");
    await sitAllWrong(student);
    const [card] = await deckCards(student);
    for (let i = 0; i < 120; i++) expect((await check(student, card!.id, {})).status).toBe(200);
    const over = await check(student, card!.id, {});
    expect(over.status).toBe(429);
    expect(over.body.error).toBe("rate_limited");
    expect(over.headers.get("retry-after")).toBeTruthy();
  });

  it("answers 429 once a student has sent 120 ratings or syncs in ten minutes", async () => {
    const student = await newStudent("forge-rate-limit");
    await sitAllWrong(student);
    const [card] = await deckCards(student);
    for (let i = 0; i < 60; i++) expect((await rate(student, card!.id, { rating: "good" })).status).toBeLessThan(429);
    for (let i = 0; i < 60; i++)
      expect(
        (await sync(student, [{ card_id: card!.id, rating: "good", client_review_id: `flood-${i}-0000` }])).status,
      ).toBe(200);
    const over = await rate(student, card!.id, { rating: "good" });
    expect(over.status).toBe(429);
    expect(
      (await sync(student, [{ card_id: card!.id, rating: "good", client_review_id: "flood-last-00" }])).status,
    ).toBe(429);
  });
});
