import { endpoint } from "@/lib/api/endpoint";
import { lessonAnswerSchema } from "@/lib/api/responses/courses";
import { videoCreateSchema } from "@/lib/validation/courses";

export const POST = endpoint({
  method: "POST",
  path: "/api/videos",
  auth: "tutor",
  tag: "Courses",
  summary:
    "Add a lesson to your section: an uploaded storage_key or a public https videoUrl (with its duration), or neither, for a lesson that awaits its upload through /api/uploads (media_state awaiting_upload; its duration is measured from the file)",
  body: videoCreateSchema,
  responses: { 201: lessonAnswerSchema },
  errors: ["not_found"],
});
