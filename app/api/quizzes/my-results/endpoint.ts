import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { attemptSummarySchema } from "@/lib/api/responses/quizzes";

export const GET = endpoint({
  method: "GET",
  path: "/api/quizzes/my-results",
  auth: "student",
  tag: "Quizzes",
  summary: "All your results, newest first",
  responses: {
    200: z.object({
      attempts: z.array(
        attemptSummarySchema.extend({
          quiz_id: z.string(),
          quiz: z.object({ id: z.string(), title: z.string(), category: z.string(), passing_score: z.number().int() }),
        }),
      ),
    }),
  },
});
