"use client";

import { REVIEW_DECK_PREFIX, REVIEW_QUEUE_PREFIX, deckKey, queueKey } from "@/lib/study/review-keys";
import { afterSync, enqueue, mergeQueues, type KeptDeck, type QueuedReview } from "@/lib/study/review-queue";
import type { SyncItemResult } from "@/lib/study/review-types";

// The phone's copy of the day's review deck and its queue of ratings, in localStorage under the
// account's id (lib/study/review-keys.ts), forgotten on sign-out (lib/private-data.ts). The screen
// reads them as an external store (useSyncExternalStore): every write here, and another tab's
// (the storage event), re-renders it. Storage that is full or blocked loses the copy, never a
// rating already on its way to the server.

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeReviewStore(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(REVIEW_DECK_PREFIX) || event.key.startsWith(REVIEW_QUEUE_PREFIX))
      listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

// One parsed value per stored string, so a snapshot is the same object until the entry changes.
const parsed = new Map<string, { raw: string | null; value: unknown }>();

function read<T>(key: string, fallback: T, shape: (value: T) => T = (v) => v): T {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    raw = null;
  }
  const hit = parsed.get(key);
  if (hit && hit.raw === raw) return hit.value as T;
  let value: T;
  try {
    value = raw ? shape(JSON.parse(raw) as T) : fallback;
  } catch {
    value = fallback;
  }
  parsed.set(key, { raw, value });
  return value;
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: nothing more to keep
  }
  emit();
}

const NO_REVIEWS: QueuedReview[] = [];

export const readKeptDeck = (userId: string) => read<KeptDeck | null>(deckKey(userId), null);
export const keepDeck = (kept: KeptDeck) => write(deckKey(kept.user_id), kept);

export const readQueue = (userId: string) =>
  read<QueuedReview[]>(queueKey(userId), NO_REVIEWS, (queue) => mergeQueues(queue));

/** Adds a rating to the queue, read afresh so another tab's ratings stay. */
export function queueReview(userId: string, review: QueuedReview): QueuedReview[] {
  const queue = enqueue(readQueue(userId), review);
  write(queueKey(userId), queue);
  return queue;
}

/** Drops what a sync settled, keeping ratings queued while it ran. */
export function settleQueue(userId: string, results: readonly SyncItemResult[]): QueuedReview[] {
  const queue = afterSync(readQueue(userId), results);
  write(queueKey(userId), queue);
  return queue;
}

/** A fresh id for one rating (crypto.randomUUID needs a secure origin; a phone on plain HTTP gets a random one). */
export function newReviewId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
