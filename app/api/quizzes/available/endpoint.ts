import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { quizSchema } from "@/lib/api/responses/quizzes";

export const GET = endpoint({
  method: "GET",
  path: "/api/quizzes/available",
  auth: "student",
  tag: "Quizzes",
  summary: "Quizzes you can take now (published, not locked, attempts left)",
  responses: { 200: z.object({ quizzes: z.array(quizSchema) }) },
});
