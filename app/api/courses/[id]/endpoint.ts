import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { courseAnswerSchema, courseSchema, messageSchema } from "@/lib/api/responses/courses";
import { courseUpdateSchema } from "@/lib/validation/courses";

export const GET = endpoint({
  method: "GET",
  path: "/api/courses/{id}",
  auth: "optional",
  tag: "Courses",
  summary: "One course (a draft answers 404 to anyone but its owner)",
  responses: { 200: z.object({ course: courseSchema }) },
  errors: ["not_found"],
});

export const PUT = endpoint({
  method: "PUT",
  path: "/api/courses/{id}",
  auth: "tutor",
  tag: "Courses",
  summary:
    "Edit your course; { status } publishes it (verified tutors only, else 403) or makes it a draft (409 once students are enrolled)",
  body: courseUpdateSchema,
  responses: { 200: courseAnswerSchema },
  errors: ["not_found", "conflict"],
});

export const DELETE = endpoint({
  method: "DELETE",
  path: "/api/courses/{id}",
  auth: "tutor",
  tag: "Courses",
  summary: "Delete your course (409 when it has payments)",
  responses: { 200: messageSchema },
  errors: ["not_found", "conflict"],
});
