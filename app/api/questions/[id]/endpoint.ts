import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { authoredQuestionSchema } from "@/lib/api/responses/quizzes";
import { questionUpdateSchema } from "@/lib/validation/quiz-authoring";

const question = { path: "/api/questions/{id}", auth: "tutor", tag: "Quizzes" } as const;

export const PUT = endpoint({
  ...question,
  method: "PUT",
  summary: "Edit a question of your quiz",
  body: questionUpdateSchema,
  responses: { 200: z.object({ message: z.string(), question: authoredQuestionSchema }) },
  errors: ["not_found"],
});

export const DELETE = endpoint({
  ...question,
  method: "DELETE",
  summary: "Delete a question of your quiz",
  responses: { 200: z.object({ message: z.string() }) },
  errors: ["not_found"],
});
