import { endpoint } from "@/lib/api/endpoint";
import { lessonMediaSchema } from "@/lib/api/responses/courses";

export const GET = endpoint({
  method: "GET",
  path: "/api/videos/{id}/media",
  auth: "user",
  tag: "Media",
  summary:
    "Where a lesson's upload and transcoding stand, for its owner tutor (anyone else 404): each step in ladder order (probe, poster, audio, p240, p360, p480) with its state (waiting, running, done, skipped, failed), percent and plain error, and the renditions made with their measured sizes",
  responses: { 200: lessonMediaSchema },
  errors: ["not_found"],
});
