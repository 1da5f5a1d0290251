import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { authoredQuestionSchema } from "@/lib/api/responses/quizzes";
import { questionInputSchema } from "@/lib/validation/quiz-authoring";

export const GET = endpoint({
  method: "GET",
  path: "/api/quizzes/{id}/questions",
  auth: "tutor",
  tag: "Quizzes",
  summary: "Your quiz's questions with the answer key",
  responses: { 200: z.object({ questions: z.array(authoredQuestionSchema) }) },
  errors: ["not_found"],
});

export const POST = endpoint({
  method: "POST",
  path: "/api/quizzes/{id}/questions",
  auth: "tutor",
  tag: "Quizzes",
  summary: "Add a question to your quiz",
  body: questionInputSchema,
  responses: { 201: z.object({ message: z.string(), question: authoredQuestionSchema }) },
  errors: ["not_found"],
});
