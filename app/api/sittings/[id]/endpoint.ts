import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { sittingSchema } from "@/lib/api/responses/exam";

export const GET = endpoint({
  method: "GET",
  path: "/api/sittings/{id}",
  auth: "student",
  tag: "Exams",
  summary: "The student's sitting with saved answers and flags; finished first when past its deadline and grace",
  responses: { 200: z.object({ sitting: sittingSchema }) },
  errors: ["not_found"],
});
