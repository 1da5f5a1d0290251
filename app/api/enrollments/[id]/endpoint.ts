import { endpoint } from "@/lib/api/endpoint";
import { messageSchema } from "@/lib/api/responses/accounts";

export const DELETE = endpoint({
  method: "DELETE",
  path: "/api/enrollments/{id}",
  auth: "student",
  tag: "Enrollment",
  summary: "Leave a free course",
  description: "Another student's enrolment is 403; a paid one is kept (409).",
  responses: { 200: messageSchema },
  errors: ["not_found", "conflict"],
});
