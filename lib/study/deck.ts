import { fsrs, Rating, State, type Card, type Grade } from "ts-fsrs";
import { lagosDayBounds } from "./review-days";
import { CARD_STATE_NAMES, RATING_NAMES, type CardStateName, type RatingName } from "./review-types";

// The mistakes deck's scheduler: ts-fsrs (FSRS-6), configured once, and the adapter between a
// review_cards row and ts-fsrs's Card. Nothing here schedules by hand: every due date comes
// from ts-fsrs. See docs/study-loop.md, "Mistakes deck".

/**
 * - request_retention 0.9: a card comes back when the chance of recalling it has fallen to 90 %.
 * - maximum_interval 365: no mistake waits more than about a year (ts-fsrs keeps good one day
 *   past hard and easy one past good, so a capped card may get 366 or 367 days).
 * - enable_fuzz false: the same ratings at the same times give the same dates, on every server.
 * - enable_short_term false: no same-day learning steps (1 and 10 minutes). A card is shown at
 *   most once a day, so the day's list is fixed when the phone downloads it and a phone that is
 *   offline never needs to know a new due date; "again" brings a card back the next day.
 */
export const DECK_PARAMETERS = {
  request_retention: 0.9,
  maximum_interval: 365,
  enable_fuzz: false,
  enable_short_term: false,
} as const;

export const scheduler = fsrs(DECK_PARAMETERS);

/** A review_cards row's scheduling columns, as Prisma reads them. */
export type CardFields = {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: Date | null;
};

const RATING_OF: Record<RatingName, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

export const isRatingName = (value: unknown): value is RatingName =>
  typeof value === "string" && (RATING_NAMES as readonly string[]).includes(value);

/** again → 1, hard → 2, good → 3, easy → 4 (ts-fsrs's Rating, stored in review_logs.rating). */
export function ratingOf(name: RatingName): Grade {
  return RATING_OF[name];
}

/** The name of a stored rating; throws on anything but 1–4 (Manual is never stored). */
export function ratingName(rating: number): RatingName {
  const name = RATING_NAMES[rating - 1];
  if (!name || !Number.isInteger(rating)) throw new RangeError(`not a rating: ${rating}`);
  return name;
}

/** The name of a stored state; throws on anything but 0–3. */
export function stateName(state: number): CardStateName {
  const name = CARD_STATE_NAMES[state];
  if (!name || !Number.isInteger(state)) throw new RangeError(`not a card state: ${state}`);
  return name;
}

/** A row as ts-fsrs's Card. */
export function toFsrsCard(row: CardFields): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: stateOf(row.state),
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

function stateOf(state: number): State {
  stateName(state);
  return state as State;
}

/** ts-fsrs's Card as the row's columns. */
export function fromFsrsCard(card: Card): CardFields {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A new card's columns: ts-fsrs's empty card, due at `now`. */
export function newCardFields(now: Date): CardFields {
  return fromFsrsCard({
    due: now,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: State.New,
  });
}

/** The card after a rating given at `reviewedAt`, as ts-fsrs schedules it. */
export function scheduleReview(row: CardFields, rating: RatingName, reviewedAt: Date): CardFields {
  return fromFsrsCard(scheduler.next(toFsrsCard(row), reviewedAt, ratingOf(rating)).card);
}

/** How far back a review made offline may be dated: the sync window. */
export const MAX_REVIEW_AGE_DAYS = 7;
/** How far ahead of the server's a phone's clock may run; a claim within it counts as now. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rules need of a card: when it entered the deck, was last rated, and is due. */
export type CardTimes = { createdAt: Date; lastReview: Date | null; due: Date };

export type ReviewTimeRefusal = "future" | "too_old" | "before_card" | "before_last_review" | "not_due";
export type ReviewTimeVerdict = { ok: true; at: Date; claimed: boolean } | { ok: false; reason: ReviewTimeRefusal };

/** Whether a card due at `due` may be rated at `at`: it is due by the end of that Lagos day. */
export function dueOn(due: Date, at: Date): boolean {
  return due.getTime() < lagosDayBounds(at).end.getTime();
}

/**
 * When a rating counts as given, or why it is refused. A phone that was offline sends when the
 * student rated (`claimed`), so ratings made in order are scheduled in order. A claim is taken
 * when it lies in the sync window (at most MAX_REVIEW_AGE_DAYS old, at most MAX_CLOCK_SKEW_MS
 * ahead: counted as now), not before the card entered the deck and not before its last rating;
 * without a claim the server's `now` counts. Either way the card must be due on that Lagos day:
 * the next due date is always a later day (no same-day steps), so a card is rated once per due
 * date and a rating can never be repeated to pile up evidence or stretch the streak.
 */
export function reviewTime(claimed: Date | undefined, now: Date, card: CardTimes): ReviewTimeVerdict {
  let at = now;
  const isClaim = claimed !== undefined;
  if (isClaim) {
    const t = claimed.getTime();
    if (Number.isNaN(t) || t > now.getTime() + MAX_CLOCK_SKEW_MS) return { ok: false, reason: "future" };
    if (t < now.getTime() - MAX_REVIEW_AGE_DAYS * DAY_MS) return { ok: false, reason: "too_old" };
    if (t < card.createdAt.getTime()) return { ok: false, reason: "before_card" };
    if (card.lastReview && t < card.lastReview.getTime()) return { ok: false, reason: "before_last_review" };
    if (t <= now.getTime()) at = claimed;
  }
  if (!dueOn(card.due, at)) return { ok: false, reason: "not_due" };
  return { ok: true, at, claimed: isClaim && at === claimed };
}
