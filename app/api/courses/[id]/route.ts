import { cachedJson } from "@/server/http/micro-cache";
import { route } from "@/server/http/route";
import { courseAnswerKey } from "@/server/courses/course-answers";
import { deleteCourse } from "@/server/courses/delete-course";
import { getCourse } from "@/server/courses/get-course";
import { updateCourse } from "@/server/courses/update-course";
import * as endpoints from "./endpoint";

// GET /api/courses/{id} – one course. The cached answer is the public one (a draft is a 404
// there); a tutor's request is answered uncached, so the owner sees their draft.
export const GET = route(endpoints.GET, async ({ params, user }) => {
  if (user?.role === "tutor") return { course: await getCourse(params.id, user) };
  return cachedJson(courseAnswerKey(params.id), 5000, async () => ({ course: await getCourse(params.id) }));
});

// PUT /api/courses/{id} – the owner tutor edits a course
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => ({
  message: "Course updated",
  course: await updateCourse(params.id, user.id, body),
}));

// DELETE /api/courses/{id} – the owner tutor deletes a course without payments
export const DELETE = route(endpoints.DELETE, async ({ params, user }) => {
  await deleteCourse(params.id, user.id);
  return { message: "Course deleted" };
});
