import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { mySittingSchema } from "@/lib/api/responses/exam";

export const GET = endpoint({
  method: "GET",
  path: "/api/me/sittings",
  auth: "student",
  tag: "Exams",
  summary: "The student's sittings, newest first, the one in progress marked",
  responses: { 200: z.object({ sittings: z.array(mySittingSchema) }) },
});
