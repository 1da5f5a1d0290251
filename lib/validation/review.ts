import { z } from "zod";
import { MAX_SYNC_REVIEWS, RATING_NAMES } from "../study/review-types";

// The mistakes deck's API (docs/contract.md, "Study loop"): rating a card, checking an answer
// before rating it, and the offline queue's batch.

const rating = z.enum(RATING_NAMES, { message: "rating must be again, hard, good or easy" });
/** A letter; the question decides how many (checked against it). */
const answer = z.string().regex(/^[A-F]$/, "an answer is an option letter, A to F");
/** The phone's id for one rating, so a retried sync applies it once. */
const clientReviewId = z
  .string({ error: "client_review_id must be a string" })
  .min(8, "client_review_id must be 8 to 64 characters")
  .max(64, "client_review_id must be 8 to 64 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "client_review_id may hold letters, digits, - and _");
/** When the student rated, by the phone's clock (an ISO 8601 instant). */
const reviewedAt = z.iso.datetime({ offset: true, message: "reviewed_at must be an ISO 8601 date and time" });

export const rateCardSchema = z.object({
  rating,
  answer: answer.optional(),
  client_review_id: clientReviewId.optional(),
  reviewed_at: reviewedAt.optional(),
});
export type RateCardInput = z.infer<typeof rateCardSchema>;

export const reviewSyncSchema = z.object({
  reviews: z
    .array(
      z.object({
        card_id: z.string().min(1).max(64),
        rating,
        answer: answer.optional(),
        client_review_id: clientReviewId,
        reviewed_at: reviewedAt.optional(),
      }),
      { error: "reviews must be a list of ratings" },
    )
    .min(1, "send at least one review")
    .max(MAX_SYNC_REVIEWS, `at most ${MAX_SYNC_REVIEWS} reviews at once`),
});
export type ReviewSyncInput = z.infer<typeof reviewSyncSchema>;

/** Before rating: is this answer right (none: "I don't know"), and why. Changes nothing. */
export const checkReviewAnswerSchema = z.object({ answer: answer.optional() });
export type CheckReviewAnswerInput = z.infer<typeof checkReviewAnswerSchema>;
