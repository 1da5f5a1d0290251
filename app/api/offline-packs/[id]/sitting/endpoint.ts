import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { sittingResultSchema } from "@/lib/api/responses/exam";
import { uploadOfflineSittingSchema } from "@/lib/validation/offline-packs";

const scored = z.object({ result: sittingResultSchema });

export const POST = endpoint({
  method: "POST",
  path: "/api/offline-packs/{id}/sitting",
  auth: "student",
  tag: "Exams",
  summary:
    "Send back a paper sat offline: checked, made a sitting started and submitted when the candidate says, scored once",
  description:
    "400 validation_error naming the field: a start before the download, an end after the upload or past the paper's time and grace, an answer outside the start and the end or to a question not in the pack; nothing changes. 404: not the student's pack. 409 conflict: the pack was already sat and sent back differently.",
  body: uploadOfflineSittingSchema,
  responses: {
    200: { description: "The same upload again: the result it was given", schema: scored },
    201: { description: "Scored now", schema: scored },
  },
  errors: ["not_found", "conflict"],
});
