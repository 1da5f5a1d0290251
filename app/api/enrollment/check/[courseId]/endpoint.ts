import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const GET = endpoint({
  method: "GET",
  path: "/api/enrollment/check/{courseId}",
  auth: "student",
  tag: "Enrollment",
  summary: "Is the signed-in student enrolled?",
  responses: { 200: z.object({ enrolled: z.boolean(), enrollment_id: z.string().nullable() }) },
});
