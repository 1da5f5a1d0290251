import { route } from "@/server/http/route";
import { listCourseQuizzes } from "@/server/quizzes/catalogue";

// GET /api/quizzes/course/{courseId} – a course's quizzes
export const GET = route<{ courseId: string }, "optional">({ auth: "optional" }, async ({ params, user }) => ({
  quizzes: await listCourseQuizzes(params.courseId, user),
}));
