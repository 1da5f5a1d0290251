import { endpoint } from "@/lib/api/endpoint";
import { courseProgressSchema } from "@/lib/api/responses/enrollments";

export const GET = endpoint({
  method: "GET",
  path: "/api/progress/courses/{courseId}",
  auth: "student",
  tag: "Progress",
  summary: "Your progress in a course",
  description: "403 unless enrolled (or in a paid course's free trial).",
  responses: { 200: courseProgressSchema },
  errors: ["not_found"],
});
