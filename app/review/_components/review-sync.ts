"use client";

import { ApiError, isTransient } from "@/lib/client/api-error";
import { apiFetch } from "@/lib/client/fetcher";
import type { QueuedReview } from "@/lib/study/review-queue";
import { MAX_SYNC_REVIEWS, type SyncItemResult } from "@/lib/study/review-types";
import { readQueue, settleQueue } from "./review-storage";

// Sends the queue of ratings to POST /api/me/review/sync, oldest first, one batch at a time, so
// the server applies them in the order they were made. One flush runs at a time; a call during
// one gets one more flush after it (as lib/progress-sync.ts does), so a rating never waits for the
// next event. What could not be sent stays queued for the next try (the online event, a timer).

export type FlushOutcome = { left: QueuedReview[]; results: SyncItemResult[] };

let flushing: Promise<FlushOutcome> | null = null;
let flushAgain: Promise<FlushOutcome> | null = null;

async function sendAll(userId: string): Promise<FlushOutcome> {
  const results: SyncItemResult[] = [];
  let queue = readQueue(userId);
  while (queue.length > 0) {
    const batch = queue.slice(0, MAX_SYNC_REVIEWS);
    let answered: SyncItemResult[];
    try {
      answered = (
        await apiFetch<{ results: SyncItemResult[] }>("/api/me/review/sync", {
          method: "POST",
          json: { reviews: batch },
        })
      ).results;
    } catch (error) {
      if (isTransient(error) || (error instanceof ApiError && error.code === "unauthorized")) break;
      // Refused whole (a rating this screen could not have made): drop it rather than block the rest forever.
      answered = batch.map((r) => ({
        client_review_id: r.client_review_id,
        card_id: r.card_id,
        status: "rejected" as const,
      }));
    }
    results.push(...answered);
    const before = queue.length;
    queue = settleQueue(userId, answered);
    // Nothing settled (the server stopped at the first rating): try again later, in order.
    if (queue.length >= before) break;
  }
  return { left: readQueue(userId), results };
}

export function flushReviews(userId: string): Promise<FlushOutcome> {
  if (flushing) {
    flushAgain ??= flushing.then(() => {
      flushAgain = null;
      return flushReviews(userId);
    });
    return flushAgain;
  }
  flushing = sendAll(userId).finally(() => {
    flushing = null;
  });
  return flushing;
}
