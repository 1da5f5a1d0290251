import { checkReviewAnswerSchema, rateCardSchema, reviewSyncSchema } from "@/lib/validation/review";
import type { Operation } from "./document";

// The mistakes deck (docs/contract.md, "Study loop"; docs/study-loop.md, "Mistakes deck").
export const studyReviewOperations: Operation[] = [
  {
    method: "get",
    path: "/api/me/review",
    summary:
      "Today's reviews: cards due by the end of the Lagos day, oldest first, at most 20 ratings a day; each question as it is now, its key only as revealed (already shown by a submitted sitting; never while an exam is open)",
    tag: "Study",
    auth: "student",
    success: {
      description:
        "{ due_count, due_total, reviewed_today, streak_days, next_due_at, day, generated_at, cards: [{ id, due_at, state, reason, reps, lapses, question: { id, subject, topic, text, html?, options: [{ key, text, html? }], stimulus?, image_url? }, revealed?: { correct_answer, explanation, explanation_html? } }] }",
    },
  },
  {
    method: "post",
    path: "/api/me/review/{id}",
    summary:
      "Rate a due card again/hard/good/easy; FSRS schedules it. Once per due date and at most 20 a Lagos day (409 conflict beyond); with client_review_id a retry applies once. reviewed_at dates an offline rating within the sync window: at most 7 days old and 5 minutes ahead (else 400), not before the card entered the deck or its last rating (else 409). 409 exam_in_progress while an exam-mode sitting is open; 429 past 120 ratings and syncs in 10 minutes",
    tag: "Study",
    auth: "student",
    body: rateCardSchema,
    success: {
      description:
        "{ card: { id, due_at, state, stability, difficulty, reps, lapses, scheduled_days, last_review_at }, rating, reviewed_at, replayed, correct?, answer?, correct_answer, explanation, explanation_html? }; another student's card is a 404",
    },
  },
  {
    method: "post",
    path: "/api/me/review/{id}/check",
    summary:
      'Before rating: whether an answer is right (none: "I don\'t know"), the key and the explanation; records nothing. 409 exam_in_progress while an exam-mode sitting is open; 429 past 120 checks in 10 minutes',
    tag: "Study",
    auth: "student",
    body: checkReviewAnswerSchema,
    success: { description: "{ correct?, correct_answer, explanation, explanation_html? }" },
  },
  {
    method: "post",
    path: "/api/me/review/sync",
    summary:
      "The phone's offline queue: ratings applied in the order sent, each once (client_review_id) and under the single rating's rules; while an exam-mode sitting is open nothing is applied (not_applied, error exam_in_progress); 429 past 120 ratings and syncs in 10 minutes",
    tag: "Study",
    auth: "student",
    body: reviewSyncSchema,
    success: {
      description:
        "{ results: [{ client_review_id, card_id, status: applied|replayed|rejected|not_applied, result?, error?: { error, message } }] } in the order sent; not_applied ones are to be sent again",
    },
  },
];
