import { route } from "@/server/http/route";
import { getCourseProgress } from "@/server/courses/progress";
import * as endpoints from "./endpoint";

// GET /api/progress/courses/{courseId} – the signed-in student's progress in a course
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  progress: await getCourseProgress(user.id, params.courseId),
}));
