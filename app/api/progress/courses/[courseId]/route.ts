import { route } from "@/server/http/route";
import { getCourseProgress } from "@/server/courses/progress";

// GET /api/progress/courses/{courseId} – the signed-in student's progress in a course
export const GET = route<{ courseId: string }, "student">({ auth: "student" }, async ({ params, user }) => ({
  progress: await getCourseProgress(user.id, params.courseId),
}));
