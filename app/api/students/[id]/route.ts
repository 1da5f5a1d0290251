import { route } from "@/server/http/route";
import { getStudentForViewer } from "@/server/accounts/profiles";

// GET /api/students/{id} – the signed-in student's own account
export const GET = route<{ id: string }, "student">({ auth: "student" }, async ({ params, user }) => ({
  student: await getStudentForViewer(params.id, user.id),
}));
