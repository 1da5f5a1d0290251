import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const DELETE = endpoint({
  method: "DELETE",
  path: "/api/saved-courses/{courseId}",
  auth: "student",
  tag: "Saved courses",
  summary: "Remove a saved course (idempotent)",
  description: "An unknown course is 404.",
  responses: { 200: z.object({ message: z.string(), course_id: z.string(), saved: z.literal(false) }) },
  errors: ["not_found"],
});
