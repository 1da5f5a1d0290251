"use client";

import { readSnapshot, subscribeStored, writeSnapshot } from "@/lib/client/offline/stored-snapshot";
import { REVIEW_DECK_PREFIX, REVIEW_QUEUE_PREFIX, deckKey, queueKey } from "@/lib/study/review-keys";
import { afterSync, enqueue, mergeQueues, type KeptDeck, type QueuedReview } from "@/lib/study/review-queue";
import type { SyncItemResult } from "@/lib/study/review-types";

// The phone's copy of the day's review deck and its queue of ratings, under the account's id
// (lib/study/review-keys.ts), in the offline kit's storage, forgotten on sign-out. The screen
// reads them as an external store (useSyncExternalStore): every write here, and another tab's
// (the storage event), re-renders it. Storage that is full or blocked loses the copy, never a
// rating already on its way to the server.

export const subscribeReviewStore = (listener: () => void) =>
  subscribeStored([REVIEW_DECK_PREFIX, REVIEW_QUEUE_PREFIX], listener);

const NO_REVIEWS: QueuedReview[] = [];

export const readKeptDeck = (userId: string) => readSnapshot<KeptDeck | null>(deckKey(userId), null);
export const keepDeck = (kept: KeptDeck) => writeSnapshot(deckKey(kept.user_id), kept);

export const readQueue = (userId: string) =>
  readSnapshot<QueuedReview[]>(queueKey(userId), NO_REVIEWS, (queue) => mergeQueues(queue));

/** Adds a rating to the queue, read afresh so another tab's ratings stay. */
export function queueReview(userId: string, review: QueuedReview): QueuedReview[] {
  const queue = enqueue(readQueue(userId), review);
  writeSnapshot(queueKey(userId), queue);
  return queue;
}

/** Drops what a sync settled, keeping ratings queued while it ran. */
export function settleQueue(userId: string, results: readonly SyncItemResult[]): QueuedReview[] {
  const queue = afterSync(readQueue(userId), results);
  writeSnapshot(queueKey(userId), queue);
  return queue;
}

/** A fresh id for one rating (crypto.randomUUID needs a secure origin; a phone on plain HTTP gets a random one). */
export function newReviewId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
