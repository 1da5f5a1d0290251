import { enrollmentCreateSchema } from "@/lib/validation/enrollments";
import { AppError } from "@/server/errors";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enrollInFreeCourse } from "@/server/courses/enrollments";

// POST /api/enrollments { course_id } – the signed-in student enrols in a free course
export const POST = route({ auth: "user" }, async ({ req, user }) => {
  if (user.role !== "student") throw new AppError("forbidden", "Only students can enroll in courses");
  const { course_id } = await readJson(req, enrollmentCreateSchema);
  const { created, ...result } = await enrollInFreeCourse(user.id, course_id);
  return json(result, { status: created ? 201 : 200 });
});
