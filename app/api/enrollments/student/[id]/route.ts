import { route } from "@/server/http/route";
import { listStudentEnrollments } from "@/server/courses/enrollments";
import * as endpoints from "./endpoint";

// GET /api/enrollments/student/{id} – the signed-in student's own enrolments
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  enrollments: await listStudentEnrollments(params.id, user.id),
}));
