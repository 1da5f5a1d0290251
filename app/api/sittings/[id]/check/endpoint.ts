import { endpoint } from "@/lib/api/endpoint";
import { checkResultSchema } from "@/lib/api/responses/exam";
import { checkAnswerSchema } from "@/lib/validation/sittings";

export const POST = endpoint({
  method: "POST",
  path: "/api/sittings/{id}/check",
  auth: "student",
  tag: "Exams",
  summary:
    "Practice mode: whether an answer is right, the key and the explanation; 403 in exam mode; 409 exam_in_progress while an exam is open",
  description:
    "409 exam_in_progress: the student has an exam-mode sitting open; nothing is checked or saved. 409 conflict: the question was checked already (its answer stays as checked), the time is up or the paper submitted. 429 rate_limited, with Retry-After: more than 400 checks in 15 minutes per student.",
  body: checkAnswerSchema,
  responses: { 200: checkResultSchema },
  errors: ["not_found", "conflict", "exam_in_progress"],
});
