"use client";

import { api } from "@/app/api/client";
import { ApiError, isTransient } from "@/lib/client/api-error";
import { serialQueue } from "@/lib/client/offline/serial-flush";
import type { QueuedReview } from "@/lib/study/review-queue";
import { MAX_SYNC_REVIEWS, type SyncItemResult } from "@/lib/study/review-types";
import { readQueue, settleQueue } from "./review-storage";

// The queue of ratings on the offline kit: sent to POST /api/me/review/sync oldest first, one
// batch at a time, so the server applies them in the order they were made. What could not be sent
// stays queued for the kit's retry; a batch the server settles nothing of (it stopped at the first
// rating, as while an exam is open) waits for a retry too, in order.

/** The server's words when it holds the queue back because an exam is open, else null. */
const examHold = (results: readonly SyncItemResult[]) =>
  results.find((r) => r.error?.error === "exam_in_progress")?.error?.message ?? null;

/** `onHold` hears, with each answer, the server's words when it holds the queue back, else null. */
export function reviewQueue(userId: string, onHold: (message: string | null) => void) {
  return serialQueue<QueuedReview[], SyncItemResult[]>({
    next: () => {
      const queue = readQueue(userId);
      return queue.length > 0 ? queue.slice(0, MAX_SYNC_REVIEWS) : null;
    },
    send: async (reviews) => (await api("POST /api/me/review/sync", { body: { reviews } })).results,
    settle: (_, results) => {
      onHold(examHold(results));
      const before = readQueue(userId).length;
      return settleQueue(userId, results).length < before;
    },
    refusal: (error) =>
      isTransient(error) || (error instanceof ApiError && error.code === "unauthorized") ? "retry" : "drop",
    // Refused whole (a rating this screen could not have made): drop it rather than block the rest forever.
    drop: (reviews) =>
      settleQueue(
        userId,
        reviews.map((r) => ({ client_review_id: r.client_review_id, card_id: r.card_id, status: "rejected" as const })),
      ),
  });
}
