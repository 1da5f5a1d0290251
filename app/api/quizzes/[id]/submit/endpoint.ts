import { endpoint } from "@/lib/api/endpoint";
import { attemptResultSchema } from "@/lib/api/responses/quizzes";
import { submitQuizSchema } from "@/lib/validation/quizzes";

export const POST = endpoint({
  method: "POST",
  path: "/api/quizzes/{id}/submit",
  auth: "student",
  tag: "Quizzes",
  summary: "Submit: scored on the server, idempotent (403 without the course's enrolment)",
  description:
    "correct_answer, explanation and is_correct are null where the quiz's review_policy withholds the key. 409 conflict: no attempt was started.",
  body: submitQuizSchema,
  responses: { 200: attemptResultSchema },
  errors: ["not_found", "conflict"],
});
