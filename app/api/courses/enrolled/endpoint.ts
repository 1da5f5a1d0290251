import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const GET = endpoint({
  method: "GET",
  path: "/api/courses/enrolled",
  auth: "student",
  tag: "Courses",
  summary: "The signed-in student's courses with progress",
  responses: {
    200: z.object({
      courses: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          instructor: z.string(),
          thumbnail: z.string().nullable(),
          lesson_count: z.number().int(),
          completed_lessons: z.number().int(),
          progress: z.number().int().describe("Completed lessons over all lessons, a rounded percent"),
          status: z.enum(["completed", "in_progress"]),
          enrolled_at: z.string().describe("ISO 8601 time"),
        }),
      ),
    }),
  },
});
