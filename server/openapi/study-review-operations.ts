import { checkReviewAnswerSchema, rateCardSchema, reviewSyncSchema } from "@/lib/validation/review";
import type { Operation } from "./document";

// The mistakes deck (docs/contract.md, "Study loop"; docs/study-loop.md, "Mistakes deck").
export const studyReviewOperations: Operation[] = [
  {
    method: "get",
    path: "/api/me/review",
    summary: "Today's reviews: cards due by the end of the Lagos day, oldest first, at most 20 ratings a day; each question as it is now, without its key",
    tag: "Study",
    auth: "student",
    success: {
      description:
        "{ due_count, due_total, reviewed_today, streak_days, next_due_at, day, generated_at, cards: [{ id, due_at, state, reason, reps, lapses, question: { id, subject, topic, text, html?, options: [{ key, text, html? }], stimulus?, image_url? } }] }",
    },
  },
  {
    method: "post",
    path: "/api/me/review/{id}",
    summary:
      "Rate a card again/hard/good/easy; FSRS schedules it. With client_review_id a retry applies once; reviewed_at (past, not before the last review, at most 7 days old) dates an offline rating",
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
    summary: 'Before rating: whether an answer is right (none: "I don\'t know"), the key and the explanation; records nothing',
    tag: "Study",
    auth: "student",
    body: checkReviewAnswerSchema,
    success: { description: "{ correct?, correct_answer, explanation, explanation_html? }" },
  },
  {
    method: "post",
    path: "/api/me/review/sync",
    summary: "The phone's offline queue: ratings applied in the order sent, each once (client_review_id)",
    tag: "Study",
    auth: "student",
    body: reviewSyncSchema,
    success: {
      description:
        "{ results: [{ client_review_id, card_id, status: applied|replayed|rejected|not_applied, result?, error?: { error, message } }] } in the order sent; not_applied ones are to be sent again",
    },
  },
];
