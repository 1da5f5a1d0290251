import { endpoint } from "@/lib/api/endpoint";
import { checkAnswerSchema } from "@/lib/api/responses/study";
import { checkReviewAnswerSchema } from "@/lib/validation/review";

export const POST = endpoint({
  method: "POST",
  path: "/api/me/review/{id}/check",
  auth: "student",
  tag: "Study",
  summary:
    'Before rating: whether an answer is right (none: "I don\'t know"), the key and the explanation; records nothing. 409 exam_in_progress while an exam-mode sitting is open; 429 past 120 checks in 10 minutes',
  body: checkReviewAnswerSchema,
  responses: { 200: checkAnswerSchema },
  errors: ["not_found", "exam_in_progress"],
});
