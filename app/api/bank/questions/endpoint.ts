import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import {
  bankQuestionSchema,
  notationHtmlSchema,
  paginationSchema,
  qualityWarningSchema,
} from "@/lib/api/responses/bank";
import { bankQuestionCreateSchema, bankQuestionListQuerySchema } from "@/lib/validation/bank";

export const GET = endpoint({
  method: "GET",
  path: "/api/bank/questions",
  auth: "tutor",
  tag: "Question bank",
  summary: "Your bank questions: filter by subject, exam, topic (slug or id), status and text; paged",
  description:
    "Each question has its count of open reports and its notation as its current version stores it; stats are null below 30 responses. subject_checks: the subject-level quality rule, when the list is of one subject.",
  query: bankQuestionListQuerySchema,
  responses: {
    200: z.object({
      questions: z.array(bankQuestionSchema.extend({ html: notationHtmlSchema, open_reports: z.number().int() })),
      pagination: paginationSchema,
      subject_checks: z.array(qualityWarningSchema),
    }),
  },
});

export const POST = endpoint({
  method: "POST",
  path: "/api/bank/questions",
  auth: "tutor",
  tag: "Question bank",
  summary: "Add a question to your bank (writes version 1); notation that does not render is a 400 on its field",
  body: bankQuestionCreateSchema,
  responses: { 201: z.object({ message: z.string(), question: bankQuestionSchema }) },
});
