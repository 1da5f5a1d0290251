import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentSchema } from "@/lib/api/responses/payments";
import { enrollmentCreateSchema } from "@/lib/validation/enrollments";

const enrolled = z.object({ message: z.string(), enrollment: enrollmentSchema });

export const POST = endpoint({
  method: "POST",
  path: "/api/enrollments",
  auth: "user",
  tag: "Enrollment",
  summary: "Students only: enrol in a free course",
  description: "201 for a new enrolment, 200 with the existing one when already enrolled; a paid course is 400.",
  body: enrollmentCreateSchema,
  responses: { 201: enrolled, 200: enrolled },
  errors: ["forbidden", "not_found"],
});
