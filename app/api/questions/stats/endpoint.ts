import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const GET = endpoint({
  method: "GET",
  path: "/api/questions/stats",
  auth: "none",
  tag: "Exams",
  summary: "Questions and topics in the platform's bank per subject",
  responses: {
    200: z.object({
      subjects: z.array(z.object({ subject: z.string(), questions: z.number().int(), topics: z.number().int() })),
    }),
  },
});
