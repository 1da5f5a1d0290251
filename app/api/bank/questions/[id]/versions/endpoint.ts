import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { bankVersionSchema } from "@/lib/api/responses/bank";

export const GET = endpoint({
  method: "GET",
  path: "/api/bank/questions/{id}/versions",
  auth: "tutor",
  tag: "Question bank",
  summary: "Every version of your question, newest first",
  responses: { 200: z.object({ versions: z.array(bankVersionSchema) }) },
  errors: ["not_found"],
});
