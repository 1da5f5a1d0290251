// Where the phone keeps the review deck (app/review): one deck and one queue of ratings per
// account, so a shared phone never mixes two students'. lib/private-data.ts forgets them.
export const REVIEW_DECK_PREFIX = "review-deck:";
export const REVIEW_QUEUE_PREFIX = "review-queue:";
export const deckKey = (userId: string) => `${REVIEW_DECK_PREFIX}${userId}`;
export const queueKey = (userId: string) => `${REVIEW_QUEUE_PREFIX}${userId}`;
