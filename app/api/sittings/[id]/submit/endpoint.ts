import { endpoint } from "@/lib/api/endpoint";
import { resultAnswerSchema } from "@/lib/api/responses/exam";

export const POST = endpoint({
  method: "POST",
  path: "/api/sittings/{id}/submit",
  auth: "student",
  tag: "Exams",
  summary: "Score the sitting on the server; submitting again answers the same result",
  responses: { 200: resultAnswerSchema },
  errors: ["not_found"],
});
