import { AppError } from "@/server/errors";
import { json, route } from "@/server/http/route";
import { enrollInFreeCourse } from "@/server/courses/enrollments";
import * as endpoints from "./endpoint";

// POST /api/enrollments { course_id } – the signed-in student enrols in a free course
export const POST = route(endpoints.POST, async ({ body, user }) => {
  if (user.role !== "student") throw new AppError("forbidden", "Only students can enroll in courses");
  const { created, ...result } = await enrollInFreeCourse(user.id, body.course_id);
  return json(result, { status: created ? 201 : 200 });
});
