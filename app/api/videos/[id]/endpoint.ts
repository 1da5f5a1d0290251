import { endpoint } from "@/lib/api/endpoint";
import { lessonAnswerSchema, messageSchema } from "@/lib/api/responses/courses";
import { videoUpdateSchema } from "@/lib/validation/courses";

export const PUT = endpoint({
  method: "PUT",
  path: "/api/videos/{id}",
  auth: "tutor",
  tag: "Courses",
  summary: "Edit your lesson",
  description:
    'A lesson uploaded through /api/uploads keeps its measured duration and its file: sending duration, storage_key or videoUrl for it is refused with "conflict".',
  body: videoUpdateSchema,
  responses: { 200: lessonAnswerSchema },
  errors: ["not_found", "conflict"],
});

export const DELETE = endpoint({
  method: "DELETE",
  path: "/api/videos/{id}",
  auth: "tutor",
  tag: "Courses",
  summary: "Delete your lesson",
  responses: { 200: messageSchema },
  errors: ["not_found"],
});
