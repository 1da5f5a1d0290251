import { describe, expect, it } from "vitest";
import { deckKey, queueKey } from "./review-keys";
import {
  afterSync,
  chooseDeck,
  enqueue,
  localSummary,
  markDone,
  mergeQueues,
  remainingCards,
  type KeptDeck,
  type QueuedReview,
} from "./review-queue";
import type { ReviewCardItem, ReviewDeck, SyncItemResult } from "./review-types";

const review = (id: string, card: string, at: string, rating: QueuedReview["rating"] = "good"): QueuedReview => ({
  card_id: card,
  rating,
  client_review_id: id,
  reviewed_at: at,
});

const card = (id: string): ReviewCardItem => ({
  id,
  due_at: "2026-11-10T08:00:00.000Z",
  state: "new",
  reason: "wrong",
  reps: 0,
  lapses: 0,
  question: { id: `q-${id}`, subject: "Biology", topic: "Cells", text: "?", options: [{ key: "A", text: "a" }] },
});

const deck = (overrides: Partial<ReviewDeck> = {}): ReviewDeck => ({
  day: "2026-11-10",
  generated_at: "2026-11-10T08:00:00.000Z",
  due_count: 3,
  due_total: 30,
  reviewed_today: 0,
  streak_days: 4,
  next_due_at: "2026-11-10T08:00:00.000Z",
  cards: [card("a"), card("b"), card("c")],
  ...overrides,
});

describe("keys", () => {
  it("keeps one deck and one queue per account", () => {
    expect(deckKey("u1")).toBe("review-deck:u1");
    expect(queueKey("u1")).toBe("review-queue:u1");
    expect(deckKey("u1")).not.toBe(deckKey("u2"));
  });
});

describe("the queue", () => {
  it("keeps ratings in the order they were made, each once", () => {
    let queue: QueuedReview[] = [];
    queue = enqueue(queue, review("r1", "a", "2026-11-10T08:00:00Z"));
    queue = enqueue(queue, review("r2", "b", "2026-11-10T08:01:00Z"));
    queue = enqueue(queue, review("r1", "a", "2026-11-10T08:00:00Z"));
    expect(queue.map((r) => r.client_review_id)).toEqual(["r1", "r2"]);
  });

  it("merges two copies by the time of each rating, ties in the order given", () => {
    const tabA = [review("r1", "a", "2026-11-10T08:00:00Z"), review("r3", "c", "2026-11-10T08:02:00Z")];
    const tabB = [
      review("r2", "b", "2026-11-10T08:01:00Z"),
      review("r1", "a", "2026-11-10T08:00:00Z"),
      review("r4", "d", "2026-11-10T08:02:00Z"),
    ];
    expect(mergeQueues(tabA, tabB).map((r) => r.client_review_id)).toEqual(["r1", "r2", "r3", "r4"]);
  });

  it("keeps the given order when a time cannot be read", () => {
    expect(
      mergeQueues([review("r1", "a", "garbled"), review("r2", "b", "2026-11-10T08:00:00Z")]).map(
        (r) => r.client_review_id,
      ),
    ).toEqual(["r1", "r2"]);
  });

  it("two ratings of one card stay in the order made", () => {
    const queue = mergeQueues(
      [review("late", "a", "2026-11-10T09:00:00Z", "good")],
      [review("early", "a", "2026-11-10T08:00:00Z", "again")],
    );
    expect(queue.map((r) => r.rating)).toEqual(["again", "good"]);
  });

  it("after a sync drops what the server settled, keeps not_applied and what was queued meanwhile", () => {
    const queue = [
      review("r1", "a", "t1"),
      review("r2", "x", "t2"),
      review("r3", "b", "t3"),
      review("r4", "c", "t4"),
      review("r5", "d", "t5"),
    ];
    const results: SyncItemResult[] = [
      { client_review_id: "r1", card_id: "a", status: "applied" },
      {
        client_review_id: "r2",
        card_id: "x",
        status: "rejected",
        error: { error: "not_found", message: "Review card not found" },
      },
      { client_review_id: "r3", card_id: "b", status: "replayed" },
      { client_review_id: "r4", card_id: "c", status: "not_applied" },
    ];
    expect(afterSync(queue, results).map((r) => r.client_review_id)).toEqual(["r4", "r5"]);
    expect(afterSync(queue, [])).toEqual(queue);
  });
});

describe("the kept deck", () => {
  const kept = (overrides: Partial<KeptDeck> = {}): KeptDeck => ({
    user_id: "u1",
    deck: deck(),
    done: [],
    ...overrides,
  });

  it("takes the kept deck when it is as new as the server's (a page copy shown offline)", () => {
    const mine = kept({ done: ["a"] });
    expect(chooseDeck(deck(), mine, "u1")).toBe(mine);
    expect(chooseDeck(deck({ generated_at: "2026-11-10T07:00:00.000Z" }), mine, "u1")).toBe(mine);
  });

  it("takes a newer server deck afresh", () => {
    const fresh = deck({ generated_at: "2026-11-10T09:00:00.000Z", cards: [card("c"), card("d")] });
    expect(chooseDeck(fresh, kept({ done: ["a"] }), "u1")).toEqual({ user_id: "u1", deck: fresh, done: [] });
    expect(chooseDeck(fresh, null, "u1")).toEqual({ user_id: "u1", deck: fresh, done: [] });
  });

  it("never takes another account's deck", () => {
    expect(chooseDeck(deck(), kept({ user_id: "u2", done: ["a"] }), "u1")).toEqual({
      user_id: "u1",
      deck: deck(),
      done: [],
    });
  });

  it("leaves out cards rated here and cards waiting in the queue, in the server's order", () => {
    const mine = markDone(kept(), "a");
    expect(markDone(mine, "a")).toBe(mine);
    expect(remainingCards(mine, [review("r1", "c", "t")]).map((c) => c.id)).toEqual(["b"]);
    expect(remainingCards(kept(), []).map((c) => c.id)).toEqual(["a", "b", "c"]);
  });

  it("sums up what is left, the day's count and the streak as rated here", () => {
    const today = "2026-11-10";
    expect(localSummary(kept(), [], today)).toMatchObject({
      due_count: 3,
      due_total: 30,
      reviewed_today: 0,
      streak_days: 4,
      day: today,
    });
    const twoDone = kept({ done: ["a"] });
    expect(localSummary(twoDone, [review("r1", "b", "t")], today)).toMatchObject({
      due_count: 1,
      due_total: 28,
      reviewed_today: 2,
      streak_days: 5,
    });
    // Today already counted on the server: the streak stays.
    expect(localSummary(kept({ deck: deck({ reviewed_today: 5 }), done: ["a"] }), [], today)).toMatchObject({
      reviewed_today: 6,
      streak_days: 4,
    });
  });

  it("carries the summary to the next day", () => {
    const yesterday = kept({ deck: deck({ day: "2026-11-09", reviewed_today: 3 }) });
    expect(localSummary(yesterday, [], "2026-11-10")).toMatchObject({ reviewed_today: 0, streak_days: 4 });
    expect(localSummary({ ...yesterday, done: ["a"] }, [], "2026-11-10")).toMatchObject({
      reviewed_today: 1,
      streak_days: 5,
    });
    const idle = kept({ deck: deck({ day: "2026-11-09", reviewed_today: 0 }) });
    expect(localSummary(idle, [], "2026-11-10").streak_days).toBe(0);
    expect(localSummary(kept({ deck: deck({ day: "2026-11-07" }) }), [], "2026-11-10").streak_days).toBe(0);
  });
});
