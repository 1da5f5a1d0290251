import { endpoint } from "@/lib/api/endpoint";
import { messageSchema, sectionAnswerSchema } from "@/lib/api/responses/courses";
import { sectionUpdateSchema } from "@/lib/validation/courses";

export const PUT = endpoint({
  method: "PUT",
  path: "/api/sections/{id}",
  auth: "tutor",
  tag: "Courses",
  summary: "Rename your section",
  body: sectionUpdateSchema,
  responses: { 200: sectionAnswerSchema },
  errors: ["not_found"],
});

export const DELETE = endpoint({
  method: "DELETE",
  path: "/api/sections/{id}",
  auth: "tutor",
  tag: "Courses",
  summary: "Delete your section and its videos",
  responses: { 200: messageSchema },
  errors: ["not_found"],
});
