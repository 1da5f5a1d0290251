import { endpoint } from "@/lib/api/endpoint";
import { rateResultSchema } from "@/lib/api/responses/study";
import { rateCardSchema } from "@/lib/validation/review";

export const POST = endpoint({
  method: "POST",
  path: "/api/me/review/{id}",
  auth: "student",
  tag: "Study",
  summary:
    "Rate a due card again/hard/good/easy; FSRS schedules it. Once per due date and at most 20 a Lagos day (409 conflict beyond); with client_review_id a retry applies once. reviewed_at dates an offline rating within the sync window: at most 7 days old and 5 minutes ahead (else 400), not before the card entered the deck or its last rating (else 409). 409 exam_in_progress while an exam-mode sitting is open; 429 past 120 ratings and syncs in 10 minutes",
  description: "Another student's card is a 404.",
  body: rateCardSchema,
  responses: { 200: rateResultSchema },
  errors: ["not_found", "conflict", "exam_in_progress"],
});
