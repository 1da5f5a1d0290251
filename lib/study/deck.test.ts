import { createEmptyCard, fsrs, Rating, State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  DECK_PARAMETERS,
  MAX_REVIEW_AGE_DAYS,
  MAX_CLOCK_SKEW_MS,
  dueOn,
  reviewTime,
  fromFsrsCard,
  isRatingName,
  newCardFields,
  ratingName,
  ratingOf,
  scheduleReview,
  scheduler,
  stateName,
  toFsrsCard,
  type CardFields,
} from "./deck";
import { CARD_STATE_NAMES, RATING_NAMES } from "./review-types";

// Fixed clocks throughout: 2026-11-02 09:00 in Lagos.
const NOW = new Date("2026-11-02T08:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const days = (n: number) => n * DAY;
const at = (ms: number) => new Date(NOW.getTime() + ms);

// An independent scheduler with the same settings: the adapter must agree with ts-fsrs itself.
const reference = fsrs({ request_retention: 0.9, maximum_interval: 365, enable_fuzz: false, enable_short_term: false });

const newCard = () => newCardFields(NOW);

describe("the scheduler's settings", () => {
  it("asks for 90 % retention, a year at most, no fuzz and no same-day steps", () => {
    expect(DECK_PARAMETERS).toEqual({
      request_retention: 0.9,
      maximum_interval: 365,
      enable_fuzz: false,
      enable_short_term: false,
    });
    expect(scheduler.parameters).toMatchObject(DECK_PARAMETERS);
  });
});

describe("ratings and states", () => {
  it("maps again/hard/good/easy to ts-fsrs's Rating and back", () => {
    expect(RATING_NAMES.map(ratingOf)).toEqual([Rating.Again, Rating.Hard, Rating.Good, Rating.Easy]);
    for (const name of RATING_NAMES) expect(ratingName(ratingOf(name))).toBe(name);
  });

  it("refuses anything that is not a stored rating", () => {
    for (const bad of [0, 5, -1, 1.5, Number.NaN]) expect(() => ratingName(bad), String(bad)).toThrow(RangeError);
  });

  it("recognises rating names only", () => {
    for (const name of RATING_NAMES) expect(isRatingName(name)).toBe(true);
    for (const bad of ["Again", "ok", "", 3, null, undefined]) expect(isRatingName(bad), String(bad)).toBe(false);
  });

  it("names the four states and refuses others", () => {
    expect([State.New, State.Learning, State.Review, State.Relearning].map(stateName)).toEqual([...CARD_STATE_NAMES]);
    for (const bad of [-1, 4, 0.5]) expect(() => stateName(bad), String(bad)).toThrow(RangeError);
  });
});

describe("row ⇄ ts-fsrs card", () => {
  it("a new card is ts-fsrs's empty card, due now", () => {
    expect(toFsrsCard(newCard())).toEqual(createEmptyCard(NOW));
  });

  it("round-trips every column, with and without a last review", () => {
    const row: CardFields = {
      due: at(days(5)),
      stability: 7.25,
      difficulty: 5.1,
      elapsedDays: 3,
      scheduledDays: 5,
      learningSteps: 0,
      reps: 4,
      lapses: 1,
      state: State.Review,
      lastReview: NOW,
    };
    expect(fromFsrsCard(toFsrsCard(row))).toEqual(row);
    expect(fromFsrsCard(toFsrsCard({ ...row, lastReview: null }))).toEqual({ ...row, lastReview: null });
    expect(toFsrsCard({ ...row, lastReview: null })).not.toHaveProperty("last_review");
  });

  it("refuses a row with an unknown state", () => {
    expect(() => toFsrsCard({ ...newCard(), state: 7 })).toThrow(RangeError);
  });
});

describe("scheduling a new card", () => {
  it.each([
    ["again", 1],
    ["hard", 2],
    ["good", 3],
    ["easy", 8],
  ] as const)("rated %s: due in %i days, exactly as ts-fsrs says", (rating, interval) => {
    const next = scheduleReview(newCard(), rating, NOW);
    const expected = reference.next(createEmptyCard(NOW), NOW, ratingOf(rating)).card;
    expect(next).toEqual(fromFsrsCard(expected));
    expect(next.due).toEqual(at(days(interval)));
    expect(next.scheduledDays).toBe(interval);
    expect(next.state).toBe(State.Review); // no same-day learning steps
    expect(next.reps).toBe(1);
    expect(next.lapses).toBe(0);
    expect(next.lastReview).toEqual(NOW);
  });

  it("gives the same dates for the same ratings at the same times (no fuzz)", () => {
    expect(scheduleReview(newCard(), "good", NOW)).toEqual(scheduleReview(newCard(), "good", NOW));
  });

  it("never changes the row it was given", () => {
    const row = newCard();
    const copy = structuredClone(row);
    scheduleReview(row, "easy", NOW);
    expect(row).toEqual(copy);
  });
});

describe("reviews over time", () => {
  /** Rates good on each due date, `times` times; returns every interval. */
  function goodOnTime(times: number) {
    let card = scheduleReview(newCard(), "good", NOW);
    let ref = reference.next(createEmptyCard(NOW), NOW, Rating.Good).card;
    const intervals = [card.scheduledDays];
    for (let i = 0; i < times; i++) {
      const when = card.due;
      card = scheduleReview(card, "good", when);
      ref = reference.next(ref, when, Rating.Good).card;
      expect(card).toEqual(fromFsrsCard(ref));
      intervals.push(card.scheduledDays);
    }
    return { card, intervals };
  }

  it("intervals grow with each good review on time, up to about a year", () => {
    const { intervals } = goodOnTime(6);
    expect(intervals.slice(0, 4)).toEqual([3, 14, 57, 196]);
    for (let i = 1; i < 4; i++) expect(intervals[i]!).toBeGreaterThan(intervals[i - 1]!);
    // maximum_interval caps the interval; ts-fsrs keeps good one day past hard.
    for (const interval of intervals) expect(interval).toBeLessThanOrEqual(366);
    expect(intervals.slice(4)).toEqual([366, 366, 366]);
  });

  it("a lapse (again on a review card) counts, shortens the interval and lowers stability", () => {
    const { card: before } = goodOnTime(2); // 3, 14, 57 days
    const after = scheduleReview(before, "again", before.due);
    expect(after).toEqual(fromFsrsCard(reference.next(toFsrsCard(before), before.due, Rating.Again).card));
    expect(after.lapses).toBe(before.lapses + 1);
    expect(after.reps).toBe(before.reps + 1);
    expect(after.stability).toBeLessThan(before.stability);
    expect(after.scheduledDays).toBeLessThan(before.scheduledDays);
    expect(after.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(after.due.getTime()).toBe(before.due.getTime() + days(after.scheduledDays));
  });

  it("hard < good < easy on a review card", () => {
    const card = scheduleReview(newCard(), "good", NOW);
    const [hard, good, easy] = (["hard", "good", "easy"] as const).map(
      (r) => scheduleReview(card, r, card.due).scheduledDays,
    );
    expect(hard!).toBeLessThan(good!);
    expect(good!).toBeLessThan(easy!);
  });

  it("an early review (before the card is due) is scheduled from when it was given", () => {
    const card = scheduleReview(newCard(), "good", NOW); // due in 3 days
    const early = at(days(1));
    const next = scheduleReview(card, "good", early);
    expect(next).toEqual(fromFsrsCard(reference.next(toFsrsCard(card), early, Rating.Good).card));
    expect(next.lastReview).toEqual(early);
    expect(next.due.getTime()).toBe(early.getTime() + days(next.scheduledDays));
  });

  it("ratings applied in the order they were made give the dates of that order", () => {
    const first = scheduleReview(newCard(), "again", NOW);
    const inOrder = scheduleReview(first, "good", at(days(1)));
    const swapped = scheduleReview(scheduleReview(newCard(), "good", NOW), "again", at(days(1)));
    expect(inOrder).not.toEqual(swapped);
    expect(inOrder.due).toEqual(at(days(1 + inOrder.scheduledDays)));
  });
});

describe("when a rating counts as given", () => {
  // A card that entered the deck 10 days ago, due since then and never rated.
  const fresh = { createdAt: at(-days(10)), lastReview: null, due: at(-days(10)) };
  // One rated 2 days ago (9:00 Lagos), due again today at 9:00 Lagos.
  const rated = { createdAt: at(-days(10)), lastReview: at(-days(2)), due: NOW };
  const ok = (when: Date, claimed: boolean) => ({ ok: true, at: when, claimed });
  const refused = (reason: string) => ({ ok: false, reason });

  it("takes the server's clock without a claim", () => {
    expect(reviewTime(undefined, NOW, fresh)).toEqual(ok(NOW, false));
    expect(reviewTime(undefined, NOW, rated)).toEqual(ok(NOW, false));
  });

  it("takes a claim in the past, up to now itself", () => {
    expect(reviewTime(at(-60_000), NOW, rated)).toEqual(ok(at(-60_000), true));
    expect(reviewTime(NOW, NOW, fresh)).toEqual(ok(NOW, true));
  });

  it(`counts a claim up to ${MAX_CLOCK_SKEW_MS / 60_000} minutes ahead as now, and refuses one further ahead or unreadable`, () => {
    expect(reviewTime(at(1), NOW, fresh)).toEqual(ok(NOW, false));
    expect(reviewTime(at(MAX_CLOCK_SKEW_MS), NOW, fresh)).toEqual(ok(NOW, false));
    expect(reviewTime(at(MAX_CLOCK_SKEW_MS + 1), NOW, fresh)).toEqual(refused("future"));
    expect(reviewTime(at(days(1)), NOW, fresh)).toEqual(refused("future"));
    expect(reviewTime(new Date(Number.NaN), NOW, fresh)).toEqual(refused("future"));
  });

  it(`takes a claim up to ${MAX_REVIEW_AGE_DAYS} days old, not a millisecond more`, () => {
    const oldest = at(-days(MAX_REVIEW_AGE_DAYS));
    expect(reviewTime(oldest, NOW, fresh)).toEqual(ok(oldest, true));
    expect(reviewTime(at(-days(MAX_REVIEW_AGE_DAYS) - 1), NOW, fresh)).toEqual(refused("too_old"));
    expect(reviewTime(at(-days(30)), NOW, fresh)).toEqual(refused("too_old"));
  });

  it("refuses a claim from before the card entered the deck, takes one at that instant", () => {
    const made = { createdAt: at(-days(1)), lastReview: null, due: at(-days(1)) };
    expect(reviewTime(at(-days(1) - 1), NOW, made)).toEqual(refused("before_card"));
    expect(reviewTime(at(-days(5)), NOW, made)).toEqual(refused("before_card"));
    expect(reviewTime(at(-days(1)), NOW, made)).toEqual(ok(at(-days(1)), true));
  });

  it("refuses a claim before the card's last review", () => {
    expect(reviewTime(at(-days(2) - 1), NOW, rated)).toEqual(refused("before_last_review"));
    expect(reviewTime(at(-days(6)), NOW, rated)).toEqual(refused("before_last_review"));
  });

  it("takes a rating only on a Lagos day by whose end the card is due", () => {
    // Due today at 9:00 Lagos: today counts from midnight Lagos (23:00 UTC the day before).
    const lagosMidnight = new Date("2026-11-01T23:00:00Z");
    expect(reviewTime(lagosMidnight, NOW, rated)).toEqual(ok(lagosMidnight, true));
    expect(reviewTime(new Date(lagosMidnight.getTime() - 1), NOW, rated)).toEqual(refused("not_due"));
    // Due tomorrow: not today, claimed or not.
    const tomorrow = { ...rated, lastReview: NOW, due: at(days(1)) };
    expect(reviewTime(undefined, at(60_000), tomorrow)).toEqual(refused("not_due"));
    expect(reviewTime(at(30_000), at(60_000), tomorrow)).toEqual(refused("not_due"));
    // The next day, it is due again.
    expect(reviewTime(undefined, at(days(1)), tomorrow)).toEqual(ok(at(days(1)), false));
  });

  it("lets a card be rated once per due date, whatever the rating", () => {
    let card = { ...fresh, ...newCardFields(fresh.createdAt) };
    for (const rating of RATING_NAMES) {
      const first = scheduleReview(card, rating, NOW);
      const after = { createdAt: card.createdAt, lastReview: first.lastReview, due: first.due };
      // Again later the same day, claimed or not: refused.
      expect(reviewTime(undefined, at(60_000), after)).toEqual(refused("not_due"));
      expect(reviewTime(at(60_000), at(days(1) - 1), after)).toEqual(refused("not_due"));
      expect(dueOn(first.due, NOW)).toBe(false);
      card = { ...card, ...first };
    }
  });
});
