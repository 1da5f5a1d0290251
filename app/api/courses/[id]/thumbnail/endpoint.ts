import { endpoint } from "@/lib/api/endpoint";
import { fileUpload } from "@/lib/api/file-upload";
import { courseAnswerSchema } from "@/lib/api/responses/courses";

export const POST = endpoint({
  method: "POST",
  path: "/api/courses/{id}/thumbnail",
  auth: "tutor",
  tag: "Courses",
  summary: "Upload your course's image",
  bodyType: fileUpload("file", "The image (JPEG, PNG, GIF or WebP), re-encoded to a 640×360 WebP"),
  responses: { 200: courseAnswerSchema },
  errors: ["not_found", "bad_request", "payload_too_large", "unsupported_media_type"],
});
