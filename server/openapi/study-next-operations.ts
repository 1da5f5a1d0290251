import { guardianDigestSchema } from "@/lib/validation/guardian-digest";
import { lessonTopicsSchema } from "@/lib/validation/lesson-topics";
import { nextTopicsQuerySchema, startDrillSchema } from "@/lib/validation/study-next";
import type { Operation } from "./document";

// What to study next, drills, lesson topic tags and the guardian's digest (docs/study-loop.md,
// "What to study next", "Drills" and "Guardian digest").
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
    method: "get",
    path: "/api/me/next-topics",
    summary:
      "The student's topics with the highest yield in a paper (default utme): the topic's marks in the paper's draw × the gap to mastery, ties to fewer answers, each with the lessons tagged with it and its drill",
    tag: "Study",
    auth: "student",
    query: nextTopicsQuerySchema,
    success: {
      description:
        "{ paper: { id, exam, title }, subjects, basis: paper|latest_sitting|evidence, topics: [{ subject, topic_id, slug, topic, parent, level, answered, correct, estimate, gap, questions, marks, yield, reason, lessons: [{ id, title, course_id, course, preview, href }], drill: { method, href, body: { topic_id }, questions } | null }] }",
    },
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
    errors: [
      {
        status: 409,
        description:
          'error "exam_in_progress": the student has an exam-mode sitting open, so drills wait until it ends; error "conflict": a drill on another topic is open',
      },
      { status: 429, description: 'error "rate_limited", with Retry-After: more than 30 drill starts in 10 minutes per student' },
    ],
  },
  {
    method: "get",
    path: "/api/me/guardian-digest",
    summary: "The student's weekly digest to a parent or guardian: off, by e-mail, until saved",
    tag: "Study",
    auth: "student",
    success: { description: "{ enabled, channel: email|sms|whatsapp, email, phone, guardian_name, last_sent_at }" },
  },
  {
    method: "put",
    path: "/api/me/guardian-digest",
    summary:
      "Switch the weekly digest on or off: practice done, the trend and the two weakest topics, never questions or answers; while on, email is required for email and a Nigerian mobile (stored +234…) for sms and whatsapp",
    tag: "Study",
    auth: "student",
    body: guardianDigestSchema,
    success: { description: "{ enabled, channel, email, phone, guardian_name, last_sent_at }" },
  },
];
