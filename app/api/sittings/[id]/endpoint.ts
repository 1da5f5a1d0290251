import { endpoint } from "@/lib/api/endpoint";
import { sittingAnswerSchema } from "@/lib/api/responses/exam";

export const GET = endpoint({
  method: "GET",
  path: "/api/sittings/{id}",
  auth: "student",
  tag: "Exams",
  summary: "The student's sitting with saved answers and flags; finished first when past its deadline and grace",
  responses: { 200: sittingAnswerSchema },
  errors: ["not_found"],
});
