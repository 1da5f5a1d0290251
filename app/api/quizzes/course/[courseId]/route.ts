import { route } from "@/server/http/route";
import { listCourseQuizzes } from "@/server/quizzes/catalogue";
import * as endpoints from "./endpoint";

// GET /api/quizzes/course/{courseId} – a course's quizzes
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  quizzes: await listCourseQuizzes(params.courseId, user),
}));
