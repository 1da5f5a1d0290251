import { endpoint } from "@/lib/api/endpoint";
import { sittingAnswerSchema } from "@/lib/api/responses/exam";
import { startDrillSchema } from "@/lib/validation/study-next";

export const POST = endpoint({
  method: "POST",
  path: "/api/me/drills",
  auth: "student",
  tag: "Study",
  summary:
    "Start a practice sitting of up to 10 questions on one topic (a heading drills its sub-topics), fresh questions first; the open drill on the same topic is resumed (200), another open drill is 409",
  description:
    "The sitting is as POST /api/papers/{id}/sittings answers, paper_id topic-drill; open it at /exams/sittings/{id}. 409 exam_in_progress: the student has an exam-mode sitting open, so drills wait until it ends; 409 conflict: a drill on another topic is open. 429 rate_limited, with Retry-After: more than 30 drill starts in 10 minutes per student.",
  body: startDrillSchema,
  responses: {
    200: { description: "The open drill on this topic, resumed", schema: sittingAnswerSchema },
    201: { description: "A new drill", schema: sittingAnswerSchema },
  },
  errors: ["not_found", "conflict", "exam_in_progress"],
});
