import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { courseAnswerSchema, courseSchema } from "@/lib/api/responses/courses";
import { catalogueQuerySchema, courseCreateSchema } from "@/lib/validation/courses";

export const GET = endpoint({
  method: "GET",
  path: "/api/courses",
  auth: "none",
  tag: "Courses",
  summary: "The catalogue (published courses only)",
  query: catalogueQuerySchema,
  responses: {
    200: z.object({
      courses: z.array(courseSchema),
      pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
    }),
  },
});

export const POST = endpoint({
  method: "POST",
  path: "/api/courses",
  auth: "tutor",
  tag: "Courses",
  summary: "Create a course: a draft unless status is published (publishing needs a verified tutor, else 403)",
  body: courseCreateSchema,
  responses: { 201: courseAnswerSchema },
});
