import { endpoint } from "@/lib/api/endpoint";
import { courseProgressSchema } from "@/lib/api/responses/enrollments";
import { progressUpdateSchema } from "@/lib/validation/progress";

export const PUT = endpoint({
  method: "PUT",
  path: "/api/progress/videos/{videoId}",
  auth: "student",
  tag: "Progress",
  summary: "Record a lesson's progress (completed, position, watched time)",
  description: "Answers the course's progress after the report; 403 unless enrolled (or in a free trial).",
  body: progressUpdateSchema,
  responses: { 200: courseProgressSchema },
  errors: ["not_found"],
});
