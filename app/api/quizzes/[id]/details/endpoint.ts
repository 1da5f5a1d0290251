import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { quizSchema } from "@/lib/api/responses/quizzes";

export const GET = endpoint({
  method: "GET",
  path: "/api/quizzes/{id}/details",
  auth: "optional",
  tag: "Quizzes",
  summary: "A quiz's details",
  responses: { 200: z.object({ quiz: quizSchema }) },
  errors: ["not_found"],
});
