import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { paymentSchema } from "@/lib/api/responses/payments";

export const GET = endpoint({
  method: "GET",
  path: "/api/payments/status",
  auth: "student",
  tag: "Payments",
  summary: "Your latest payment for a course (null when there is none)",
  query: z.object({ course_id: z.string({ error: "course_id is required" }).min(1, "course_id is required").max(64) }),
  responses: { 200: z.object({ payment: paymentSchema.nullable() }) },
});
