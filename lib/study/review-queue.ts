import { streakAfterReviewing, streakWithoutReviewing } from "./review-days";
import type { DeckSummary, RatingName, ReviewCardItem, ReviewDeck, SyncItemResult } from "./review-types";

// The phone's side of the mistakes deck, as pure functions: the day's cards kept for offline
// review, and the queue of ratings waiting for the server, synced in the order they were made
// (app/review/_components/ keeps both in localStorage, per account; lib/private-data.ts forgets them).

/** A rating as POST /api/me/review/sync takes it. */
export type QueuedReview = {
  card_id: string;
  rating: RatingName;
  answer?: string;
  client_review_id: string;
  reviewed_at: string;
};

/** The day's deck as the phone keeps it: the server's list and what this phone has rated of it. */
export type KeptDeck = { user_id: string; deck: ReviewDeck; done: string[] };

/**
 * Puts queues together (two tabs, a queue read before a write): each rating once, by
 * client_review_id, in the order the ratings were made (reviewed_at), ties in the order given.
 */
export function mergeQueues(...queues: readonly (readonly QueuedReview[])[]): QueuedReview[] {
  const seen = new Set<string>();
  const all: QueuedReview[] = [];
  for (const review of queues.flat()) {
    if (seen.has(review.client_review_id)) continue;
    seen.add(review.client_review_id);
    all.push(review);
  }
  return all
    .map((review, index) => ({ review, index, at: Date.parse(review.reviewed_at) }))
    .sort((a, b) => (a.at === b.at || Number.isNaN(a.at) || Number.isNaN(b.at) ? a.index - b.index : a.at - b.at))
    .map((entry) => entry.review);
}

/** A rating joins the end of the queue (once). */
export function enqueue(queue: readonly QueuedReview[], review: QueuedReview): QueuedReview[] {
  return mergeQueues(queue, [review]);
}

/** What is left to send after a sync answered: every rating it settled goes; not_applied ones and ratings queued meanwhile stay. */
export function afterSync(queue: readonly QueuedReview[], results: readonly SyncItemResult[]): QueuedReview[] {
  const settled = new Set(results.filter((r) => r.status !== "not_applied").map((r) => r.client_review_id));
  return queue.filter((review) => !settled.has(review.client_review_id));
}

/** The deck to show: the kept one when it is as new as the server's (a page copy served offline), else the server's, afresh. */
export function chooseDeck(server: ReviewDeck, kept: KeptDeck | null, userId: string): KeptDeck {
  if (kept && kept.user_id === userId && Date.parse(kept.deck.generated_at) >= Date.parse(server.generated_at))
    return kept;
  return { user_id: userId, deck: server, done: [] };
}

/** Cards still to review: neither rated on this phone nor waiting in the queue, in the server's order. */
export function remainingCards(kept: KeptDeck, queue: readonly QueuedReview[]): ReviewCardItem[] {
  const rated = new Set([...kept.done, ...queue.map((r) => r.card_id)]);
  return kept.deck.cards.filter((card) => !rated.has(card.id));
}

/** Marks a card rated on this phone. */
export function markDone(kept: KeptDeck, cardId: string): KeptDeck {
  return kept.done.includes(cardId) ? kept : { ...kept, done: [...kept.done, cardId] };
}

/** The summary as the phone sees it now: the server's figures on its day, plus what was rated here since. */
export function localSummary(kept: KeptDeck, queue: readonly QueuedReview[], today: string): DeckSummary {
  const { deck } = kept;
  const ratedHere = new Set([
    ...kept.done,
    ...queue.map((r) => r.card_id).filter((id) => deck.cards.some((c) => c.id === id)),
  ]).size;
  const sameDay = deck.day === today;
  return {
    due_count: remainingCards(kept, queue).length,
    due_total: Math.max(0, deck.due_total - ratedHere),
    reviewed_today: (sameDay ? deck.reviewed_today : 0) + ratedHere,
    streak_days: ratedHere > 0 ? streakAfterReviewing(deck, today) : streakWithoutReviewing(deck, today),
    next_due_at: deck.next_due_at,
    day: today,
  };
}
