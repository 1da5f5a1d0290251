import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { paginationSchema, reviewQueueQuestionSchema } from "@/lib/api/responses/bank";
import { editorialQuestionsQuerySchema } from "@/lib/validation/editorial";

export const GET = endpoint({
  method: "GET",
  path: "/api/editorial/questions",
  auth: "tutor",
  tag: "Editorial review",
  summary:
    "Editors: tutors' questions by review status (submitted: oldest first), each with its quality warnings against the platform pool; other tutors 403",
  query: editorialQuestionsQuerySchema,
  responses: { 200: z.object({ questions: z.array(reviewQueueQuestionSchema), pagination: paginationSchema }) },
});
