import { route } from "@/server/http/route";
import { checkEnrollment } from "@/server/courses/enrollments";

// GET /api/enrollment/check/{courseId} – is the signed-in student enrolled?
export const GET = route<{ courseId: string }, "student">({ auth: "student" }, async ({ params, user }) =>
  checkEnrollment(user.id, params.courseId),
);
