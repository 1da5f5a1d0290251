import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { paginationSchema, reportSchema } from "@/lib/api/responses/bank";
import { reportListQuerySchema } from "@/lib/validation/bank";

export const GET = endpoint({
  method: "GET",
  path: "/api/bank/reports",
  auth: "tutor",
  tag: "Question bank",
  summary: "Students' reports on your questions, newest first",
  query: reportListQuerySchema,
  responses: {
    200: z.object({
      reports: z.array(
        reportSchema.extend({
          question: z.object({
            id: z.string(),
            text: z.string(),
            subject: z.string().nullable(),
            version: z.number().int(),
            quiz_id: z.string().nullable(),
          }),
        }),
      ),
      pagination: paginationSchema,
    }),
  },
});
