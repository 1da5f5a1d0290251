import { endpoint } from "@/lib/api/endpoint";
import { lessonStreamSchema } from "@/lib/api/responses/courses";

export const GET = endpoint({
  method: "GET",
  path: "/api/videos/{id}/stream",
  auth: "optional",
  tag: "Courses",
  summary:
    "Fresh signed URLs for a lesson you may watch: every rendition with its measured size (null when unknown), and the poster",
  responses: { 200: lessonStreamSchema },
  errors: ["not_found", "unauthorized", "forbidden"],
});
