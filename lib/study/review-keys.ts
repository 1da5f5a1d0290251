// Where the phone keeps the review deck (app/review): one deck and one queue of ratings per
// account, so a shared phone never mixes two students'. Registered with the offline kit
// (lib/client/offline/stored-keys.ts), which forgets them on sign-out.
import { storedKey } from "../client/offline/stored-keys";

export const REVIEW_DECK_PREFIX = storedKey("reviewDeck");
export const REVIEW_QUEUE_PREFIX = storedKey("reviewQueue");
export const deckKey = (userId: string) => storedKey("reviewDeck", userId);
export const queueKey = (userId: string) => storedKey("reviewQueue", userId);
