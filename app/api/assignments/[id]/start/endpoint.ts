import { endpoint } from "@/lib/api/endpoint";
import { sittingAnswerSchema } from "@/lib/api/responses/exam";
import { startAssignmentSchema } from "@/lib/validation/schools";

export const POST = endpoint({
  method: "POST",
  path: "/api/assignments/{id}/start",
  auth: "student",
  tag: "Schools",
  summary:
    "Start the assigned sitting inside the window (201), or get the student's sitting of it back (200); its deadline is the earlier of the paper's time and closes_at",
  description:
    "subjects: the student's combination when the assignment leaves it to them. The sitting is as POST /api/papers/{id}/sittings answers. 404 not_found: no such assignment in the student's classes; 409 conflict: outside the window; 409 exam_in_progress: a practice assignment while an exam is open. 429 rate_limited, with Retry-After: more than 30 sitting starts in 10 minutes per student.",
  body: startAssignmentSchema,
  responses: {
    200: { description: "The student's sitting of it, back", schema: sittingAnswerSchema },
    201: { description: "A new sitting", schema: sittingAnswerSchema },
  },
  errors: ["not_found", "conflict", "exam_in_progress"],
});
