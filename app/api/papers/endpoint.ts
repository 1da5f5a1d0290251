import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { paperSchema } from "@/lib/api/responses/exam";

export const GET = endpoint({
  method: "GET",
  path: "/api/papers",
  auth: "none",
  tag: "Exams",
  summary: "The papers a candidate can sit: exam, subjects and questions per subject, options, time, maximum score",
  responses: { 200: z.object({ papers: z.array(paperSchema) }) },
});
