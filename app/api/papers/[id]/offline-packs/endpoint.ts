import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { offlinePackSchema } from "@/lib/api/responses/exam";
import { startSittingSchema } from "@/lib/validation/sittings";

export const POST = endpoint({
  method: "POST",
  path: "/api/papers/{id}/offline-packs",
  auth: "student",
  tag: "Exams",
  summary: "Download the paper to sit offline: the candidate's own draw as a start makes it, no sitting yet",
  description:
    "Practice packs carry their keys, exam packs never. 409 exam_in_progress: a practice pack while the student has an exam open. 429 rate_limited, with Retry-After: more than 30 starts and downloads in 10 minutes per student.",
  body: startSittingSchema,
  responses: { 201: { description: "The pack, kept on the phone", schema: z.object({ pack: offlinePackSchema }) } },
  errors: ["not_found", "exam_in_progress"],
});
