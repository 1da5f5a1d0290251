import { endpoint } from "@/lib/api/endpoint";
import { courseInsightsSchema } from "@/lib/api/responses/studio";

export const GET = endpoint({
  method: "GET",
  path: "/api/studio/courses/{id}/insights",
  auth: "tutor",
  tag: "Studio",
  summary:
    "One of your courses: enrolments, revenue per month, completion buckets, each lesson's completion share, quiz figures (another tutor's course is 404)",
  responses: { 200: courseInsightsSchema },
  errors: ["not_found"],
});
