import { endpoint } from "@/lib/api/endpoint";
import { attemptResultSchema } from "@/lib/api/responses/quizzes";

export const GET = endpoint({
  method: "GET",
  path: "/api/quizzes/{id}/attempts/{attemptId}",
  auth: "student",
  tag: "Quizzes",
  summary: "A submitted attempt's result and review",
  description:
    "The key only as the quiz's review_policy allows (as for submit); the quiz adds the student's user_stats. 409 conflict: the attempt is still open.",
  responses: { 200: attemptResultSchema },
  errors: ["not_found", "conflict"],
});
