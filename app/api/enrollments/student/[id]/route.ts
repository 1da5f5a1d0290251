import { route } from "@/server/http/route";
import { listStudentEnrollments } from "@/server/courses/enrollments";

// GET /api/enrollments/student/{id} – the signed-in student's own enrolments
export const GET = route<{ id: string }, "student">({ auth: "student" }, async ({ params, user }) => ({
  enrollments: await listStudentEnrollments(params.id, user.id),
}));
