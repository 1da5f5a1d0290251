import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { courseSchema } from "@/lib/api/responses/courses";

export const GET = endpoint({
  method: "GET",
  path: "/api/courses/tutor/{id}",
  auth: "optional",
  tag: "Courses",
  summary: "A tutor's published courses; their drafts too when the tutor asks",
  responses: { 200: z.object({ courses: z.array(courseSchema) }) },
});
