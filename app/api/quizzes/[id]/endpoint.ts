import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { authoredQuizSchema, quizSchema } from "@/lib/api/responses/quizzes";
import { quizUpdateSchema } from "@/lib/validation/quiz-authoring";

const quiz = { path: "/api/quizzes/{id}", tag: "Quizzes" } as const;

export const GET = endpoint({
  ...quiz,
  method: "GET",
  auth: "optional",
  summary: "One quiz, without questions",
  responses: { 200: z.object({ quiz: quizSchema }) },
  errors: ["not_found"],
});

export const PUT = endpoint({
  ...quiz,
  method: "PUT",
  auth: "tutor",
  summary: "Edit your quiz, its status (publishing: verified tutors only, else 403) or its review_policy",
  body: quizUpdateSchema,
  responses: { 200: z.object({ message: z.string(), quiz: authoredQuizSchema }) },
  errors: ["not_found"],
});

export const DELETE = endpoint({
  ...quiz,
  method: "DELETE",
  auth: "tutor",
  summary: "Delete your quiz (409 once students have submitted it)",
  responses: { 200: z.object({ message: z.string() }) },
  errors: ["not_found", "conflict"],
});
