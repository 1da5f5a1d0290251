import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { savedCourseSchema } from "@/lib/api/responses/enrollments";
import { saveCourseSchema } from "@/lib/validation/saved-courses";

export const GET = endpoint({
  method: "GET",
  path: "/api/saved-courses",
  auth: "student",
  tag: "Saved courses",
  summary: "Your saved courses (wishlist), newest first",
  responses: { 200: z.object({ saved_courses: z.array(savedCourseSchema) }) },
});

const saved = z.object({ message: z.string(), saved_course: savedCourseSchema });

export const POST = endpoint({
  method: "POST",
  path: "/api/saved-courses",
  auth: "student",
  tag: "Saved courses",
  summary: "Save a course (idempotent; 404 for an unknown course)",
  description: "201 when saved now, 200 when it was already saved.",
  body: saveCourseSchema,
  responses: { 201: saved, 200: saved },
  errors: ["not_found"],
});
