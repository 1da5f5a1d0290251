import { endpoint } from "@/lib/api/endpoint";
import { studentEnrollmentsSchema } from "@/lib/api/responses/enrollments";

export const GET = endpoint({
  method: "GET",
  path: "/api/enrollments/student/{id}",
  auth: "student",
  tag: "Enrollment",
  summary: "Your enrolments",
  description: "Newest first, each with its course; another student's id is 403.",
  responses: { 200: studentEnrollmentsSchema },
});
