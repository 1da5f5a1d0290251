import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { authoredQuizSchema, quizSchema } from "@/lib/api/responses/quizzes";
import { quizCreateSchema } from "@/lib/validation/quiz-authoring";
import { quizListQuerySchema } from "@/lib/validation/quizzes";

export const GET = endpoint({
  method: "GET",
  path: "/api/quizzes",
  auth: "optional",
  tag: "Quizzes",
  summary: "The quiz library: published quizzes (and a tutor's own drafts); user_stats for a signed-in student",
  description:
    "Each quiz has status, review_policy, course_price and locked (a paid course's quiz the viewer is not enrolled in).",
  query: quizListQuerySchema,
  responses: { 200: z.object({ quizzes: z.array(quizSchema) }) },
});

export const POST = endpoint({
  method: "POST",
  path: "/api/quizzes",
  auth: "tutor",
  tag: "Quizzes",
  summary:
    "Create a quiz (general or for your course): a draft unless status is published (verified tutors only, else 403); review_policy decides when students see the key",
  body: quizCreateSchema,
  responses: { 201: z.object({ message: z.string(), quiz: authoredQuizSchema }) },
  errors: ["not_found"],
});
