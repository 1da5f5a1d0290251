import { endpoint } from "@/lib/api/endpoint";
import { resultAnswerSchema } from "@/lib/api/responses/exam";
import { uploadOfflineSittingSchema } from "@/lib/validation/offline-packs";

export const POST = endpoint({
  method: "POST",
  path: "/api/offline-packs/{id}/sitting",
  auth: "student",
  tag: "Exams",
  summary:
    "Send back a paper sat offline: checked, made a sitting started and submitted when the candidate says, scored once",
  description:
    "400 validation_error naming the field: a start before the download or more than 14 days after it, an end after the upload or past the paper's time and grace, an answer outside the start and the end or to a question not in the pack; nothing changes. 404: not the student's pack. 409 conflict: the pack was already sat and sent back differently.",
  body: uploadOfflineSittingSchema,
  responses: {
    200: { description: "The same upload again: the result it was given", schema: resultAnswerSchema },
    201: { description: "Scored now", schema: resultAnswerSchema },
  },
  errors: ["not_found", "conflict"],
});
