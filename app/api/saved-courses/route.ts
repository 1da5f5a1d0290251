import { json, route } from "@/server/http/route";
import { listSavedCourses, saveCourse } from "@/server/courses/saved-courses";
import * as endpoints from "./endpoint";

// GET /api/saved-courses – the signed-in student's saved courses, newest first
export const GET = route(endpoints.GET, async ({ user }) => ({ saved_courses: await listSavedCourses(user.id) }));

// POST /api/saved-courses { course_id } – save a course (201; 200 when it was already saved)
export const POST = route(endpoints.POST, async ({ body, user }) => {
  const { created, saved_course } = await saveCourse(user.id, body.course_id);
  return json({ message: "Saved to your courses", saved_course }, { status: created ? 201 : 200 });
});
