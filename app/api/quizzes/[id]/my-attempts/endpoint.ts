import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { attemptSummarySchema, quizSchema } from "@/lib/api/responses/quizzes";

export const GET = endpoint({
  method: "GET",
  path: "/api/quizzes/{id}/my-attempts",
  auth: "student",
  tag: "Quizzes",
  summary: "Your attempts, newest first",
  responses: { 200: z.object({ attempts: z.array(attemptSummarySchema), quiz: quizSchema }) },
  errors: ["not_found"],
});
