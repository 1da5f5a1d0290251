import { endpoint } from "@/lib/api/endpoint";
import { sittingAnswerSchema } from "@/lib/api/responses/exam";
import { startSittingSchema } from "@/lib/validation/sittings";

export const POST = endpoint({
  method: "POST",
  path: "/api/papers/{id}/sittings",
  auth: "student",
  tag: "Exams",
  summary: "Start a sitting: the candidate's own draw, options shuffled, no key; the open sitting is resumed (200)",
  description:
    "409 exam_in_progress: practice while the student has an exam-mode sitting open (exam mode still starts); 409 conflict: another open sitting of the paper. 429 rate_limited, with Retry-After: more than 30 starts (resumes included) in 10 minutes per student.",
  body: startSittingSchema,
  responses: {
    200: { description: "The open sitting of this paper, resumed", schema: sittingAnswerSchema },
    201: { description: "A new sitting", schema: sittingAnswerSchema },
  },
  errors: ["not_found", "conflict", "exam_in_progress"],
});
