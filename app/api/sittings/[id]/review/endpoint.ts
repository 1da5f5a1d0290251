import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { sittingReviewSchema } from "@/lib/api/responses/exam";

export const GET = endpoint({
  method: "GET",
  path: "/api/sittings/{id}/review",
  auth: "student",
  tag: "Exams",
  summary:
    "After submitting, as the paper allows: each question as shown, the answer, the key and the explanation; not while an exam is open",
  description: "409 exam_in_progress: the student has an exam-mode sitting open; reviews wait until it ends.",
  responses: { 200: z.object({ review: sittingReviewSchema }) },
  errors: ["not_found", "exam_in_progress"],
});
