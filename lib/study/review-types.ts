// What the mistakes deck's API sends and the phone keeps (docs/contract.md, "Study loop"),
// shared by the server and the review screen. No scheduler here: the browser never needs one.

export const RATING_NAMES = ["again", "hard", "good", "easy"] as const;
export type RatingName = (typeof RATING_NAMES)[number];

export const CARD_STATE_NAMES = ["new", "learning", "review", "relearning"] as const;
export type CardStateName = (typeof CARD_STATE_NAMES)[number];

/** The most ratings one POST /api/me/review/sync takes; a longer queue goes in batches, in order. */
export const MAX_SYNC_REVIEWS = 100;

export type ReviewOption = { key: string; text: string; html?: string };

export type ReviewStimulus = {
  id: string;
  kind: "passage" | "table" | "diagram";
  title: string;
  content: string;
  html: string;
  image_url: string | null;
};

/** A question as the student should see it now (its current version), with no key. */
export type ReviewQuestion = {
  id: string;
  subject: string | null;
  topic: string | null;
  text: string;
  /** Server-rendered notation (MathML), only when the text has notation. */
  html?: string;
  options: ReviewOption[];
  stimulus?: ReviewStimulus;
  image_url?: string;
};

export type ReviewCardItem = {
  id: string;
  due_at: string;
  state: CardStateName;
  /** Why it entered the deck: wrong, skipped or flagged. */
  reason: string;
  reps: number;
  lapses: number;
  question: ReviewQuestion;
  /**
   * The key and explanation, only when a submitted sitting of this student already showed them
   * (its paper's review policy allowed it, same version of the question) and no exam is open: the
   * review screen shows them after an offline rating.
   */
  revealed?: RevealedKey;
};

/** A key the student has already been shown. */
export type RevealedKey = { correct_answer: string; explanation: string; explanation_html?: string };

export type DeckSummary = {
  /** Cards left for today: due by the end of the Lagos day, within the daily limit. */
  due_count: number;
  /** Every card due by the end of the day, beyond the daily limit too. */
  due_total: number;
  /** Ratings given today (Lagos day). */
  reviewed_today: number;
  /** Consecutive Lagos days with an answered review (not only "I don't know"), ending today or yesterday. */
  streak_days: number;
  /** When there is next something to review: the earliest due card, or tomorrow when today's limit is reached; null with an empty deck. */
  next_due_at: string | null;
  /** The Lagos day (YYYY-MM-DD) these figures are for. */
  day: string;
};

/** GET /api/me/review. */
export type ReviewDeck = DeckSummary & { generated_at: string; cards: ReviewCardItem[] };

export type ReviewedCard = {
  id: string;
  due_at: string;
  state: CardStateName;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  scheduled_days: number;
  last_review_at: string | null;
};

/** POST /api/me/review/{card id}. */
export type RateResult = {
  card: ReviewedCard;
  rating: RatingName;
  /** When the rating counts as given: the phone's reviewed_at when accepted, else the server's clock. */
  reviewed_at: string;
  /** True when this client_review_id was applied before: nothing changed this time. */
  replayed: boolean;
  /** Only when an answer was given. */
  correct?: boolean;
  answer?: string;
  correct_answer: string;
  explanation: string;
  explanation_html?: string;
};

/** POST /api/me/review/{card id}/check. */
export type CheckResult = { correct?: boolean; correct_answer: string; explanation: string; explanation_html?: string };

/** One item of POST /api/me/review/sync's answer, in the order sent. */
export type SyncItemResult = {
  client_review_id: string;
  card_id: string;
  /** applied or replayed: done; rejected: never will be (an unknown card); not_applied: send again later. */
  status: "applied" | "replayed" | "rejected" | "not_applied";
  result?: RateResult;
  error?: { error: string; message: string };
};
