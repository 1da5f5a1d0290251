import { endpoint } from "@/lib/api/endpoint";
import { reviewSyncAnswerSchema } from "@/lib/api/responses/study";
import { reviewSyncSchema } from "@/lib/validation/review";

export const POST = endpoint({
  method: "POST",
  path: "/api/me/review/sync",
  auth: "student",
  tag: "Study",
  summary:
    "The phone's offline queue: ratings applied in the order sent, each once (client_review_id) and under the single rating's rules; while an exam-mode sitting is open nothing is applied (not_applied, error exam_in_progress); 429 past 120 ratings and syncs in 10 minutes",
  description: "One result per rating, in the order sent; not_applied ones are to be sent again.",
  body: reviewSyncSchema,
  responses: { 200: reviewSyncAnswerSchema },
});
