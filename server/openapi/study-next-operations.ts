import { lessonTopicsSchema } from "@/lib/validation/lesson-topics";
import { startDrillSchema } from "@/lib/validation/study-next";
import type { Operation } from "./document";

// What to study next, drills and lesson topic tags (docs/study-loop.md, "What to study next" and "Drills").
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
  {
    method: "post",
    path: "/api/me/drills",
    summary:
      "Start a practice sitting of up to 10 questions on one topic (a heading drills its sub-topics), fresh questions first; the open drill on the same topic is resumed (200), another open drill is 409",
    tag: "Study",
    auth: "student",
    body: startDrillSchema,
    success: { status: 201, description: "{ sitting } as POST /api/papers/{id}/sittings answers, paper_id topic-drill; open it at /exams/sittings/{id}" },
  },
];
