import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { saveAnswersSchema } from "@/lib/validation/quizzes";

export const PUT = endpoint({
  method: "PUT",
  path: "/api/quizzes/{id}/attempts/{attemptId}/answers",
  auth: "student",
  tag: "Quizzes",
  summary: "Save answers as you go (403 without the course's enrolment)",
  description: "409 conflict: the attempt was submitted or its time is up.",
  body: saveAnswersSchema,
  responses: {
    200: z.object({
      saved: z.number().int().describe("Questions answered so far"),
      saved_at: z.string().describe("ISO 8601 time"),
    }),
  },
  errors: ["not_found", "conflict"],
});
