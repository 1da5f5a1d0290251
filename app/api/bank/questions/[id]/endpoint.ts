import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { bankQuestionSchema } from "@/lib/api/responses/bank";
import { bankQuestionUpdateSchema } from "@/lib/validation/bank";

const question = { path: "/api/bank/questions/{id}", auth: "tutor", tag: "Question bank" } as const;

export const GET = endpoint({
  ...question,
  method: "GET",
  summary: "One of your questions, with its rendered HTML and item statistics",
  responses: { 200: z.object({ question: bankQuestionSchema }) },
  errors: ["not_found"],
});

export const PATCH = endpoint({
  ...question,
  method: "PATCH",
  summary: "Edit your question: content a candidate was shown is kept and a new version written",
  body: bankQuestionUpdateSchema,
  responses: {
    200: z.object({
      message: z.string(),
      question: bankQuestionSchema,
      version_write: z.enum(["unchanged", "updated_in_place", "new_version"]),
    }),
  },
  errors: ["not_found"],
});

export const DELETE = endpoint({
  ...question,
  method: "DELETE",
  summary: "Retire your question: never drawn again, its history kept",
  responses: { 200: z.object({ message: z.string(), question: bankQuestionSchema }) },
  errors: ["not_found"],
});
