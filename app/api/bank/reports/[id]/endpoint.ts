import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { reportSchema } from "@/lib/api/responses/bank";
import { reportUpdateSchema } from "@/lib/validation/bank";

export const PATCH = endpoint({
  method: "PATCH",
  path: "/api/bank/reports/{id}",
  auth: "tutor",
  tag: "Question bank",
  summary: "Mark a report on your question resolved (or open again)",
  body: reportUpdateSchema,
  responses: { 200: z.object({ message: z.string(), report: reportSchema }) },
  errors: ["not_found"],
});
