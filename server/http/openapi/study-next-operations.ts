import { lessonTopicsSchema } from "@/lib/validation/lesson-topics";
import type { Operation } from "./document";

// A lesson's topic tags (docs/study-loop.md, "What to study next").
export const studyNextOperations: Operation[] = [
  {
    method: "get",
    path: "/api/videos/{id}/topics",
    summary: "A lesson's syllabus topics (anyone who may see the course; a draft's are its owner's only)",
    tag: "Study",
    auth: "optional",
    success: { description: "{ video_id, topics: [{ id, subject, slug, name }] }" },
  },
  {
    method: "put",
    path: "/api/videos/{id}/topics",
    summary:
      "Replace a lesson's syllabus topics (at most 10), by id or by a subject's slugs; the course's owner only (another tutor's lesson is 404); an unknown topic is 400 naming it",
    tag: "Study",
    auth: "tutor",
    body: lessonTopicsSchema,
    success: { description: "{ video_id, topics: [{ id, subject, slug, name }] }" },
  },
];
