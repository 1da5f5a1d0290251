import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { quizSchema } from "@/lib/api/responses/quizzes";

export const GET = endpoint({
  method: "GET",
  path: "/api/quizzes/course/{courseId}",
  auth: "optional",
  tag: "Quizzes",
  summary: "A course's quizzes",
  responses: { 200: z.object({ quizzes: z.array(quizSchema) }) },
  errors: ["not_found"],
});
