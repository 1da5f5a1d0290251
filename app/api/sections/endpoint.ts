import { endpoint } from "@/lib/api/endpoint";
import { sectionAnswerSchema } from "@/lib/api/responses/courses";
import { sectionCreateSchema } from "@/lib/validation/courses";

export const POST = endpoint({
  method: "POST",
  path: "/api/sections",
  auth: "tutor",
  tag: "Courses",
  summary: "Add a section to your course",
  body: sectionCreateSchema,
  responses: { 201: sectionAnswerSchema },
  errors: ["not_found"],
});
