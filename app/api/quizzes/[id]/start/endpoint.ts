import { endpoint } from "@/lib/api/endpoint";
import { startedAttemptSchema } from "@/lib/api/responses/quizzes";

export const POST = endpoint({
  method: "POST",
  path: "/api/quizzes/{id}/start",
  auth: "student",
  tag: "Quizzes",
  summary: "Start or resume an attempt (no answer key); 403 for a paid course's quiz without enrolment",
  description: "400 bad_request: the quiz has no questions; 409 conflict: no attempts left.",
  responses: { 200: startedAttemptSchema },
  errors: ["not_found", "bad_request", "conflict"],
});
