import { endpoint } from "@/lib/api/endpoint";
import { lessonTopicsAnswerSchema } from "@/lib/api/responses/courses";
import { lessonTopicsSchema } from "@/lib/validation/lesson-topics";

export const GET = endpoint({
  method: "GET",
  path: "/api/videos/{id}/topics",
  auth: "optional",
  tag: "Study",
  summary: "A lesson's syllabus topics (anyone who may see the course; a draft's are its owner's only)",
  responses: { 200: lessonTopicsAnswerSchema },
  errors: ["not_found"],
});

export const PUT = endpoint({
  method: "PUT",
  path: "/api/videos/{id}/topics",
  auth: "tutor",
  tag: "Study",
  summary:
    "Replace a lesson's syllabus topics (at most 10), by id or by a subject's slugs; the course's owner only (another tutor's lesson is 404); an unknown topic is 400 naming it",
  body: lessonTopicsSchema,
  responses: { 200: lessonTopicsAnswerSchema },
  errors: ["not_found"],
});
