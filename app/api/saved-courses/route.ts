import { saveCourseSchema } from "@/lib/validation/saved-courses";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { listSavedCourses, saveCourse } from "@/server/courses/saved-courses";

// GET /api/saved-courses – the signed-in student's saved courses, newest first
export const GET = route({ auth: "student" }, async ({ user }) => ({ saved_courses: await listSavedCourses(user.id) }));

// POST /api/saved-courses { course_id } – save a course (201; 200 when it was already saved)
export const POST = route({ auth: "student" }, async ({ req, user }) => {
  const { course_id } = await readJson(req, saveCourseSchema);
  const { created, saved_course } = await saveCourse(user.id, course_id);
  return json({ message: "Saved to your courses", saved_course }, { status: created ? 201 : 200 });
});
