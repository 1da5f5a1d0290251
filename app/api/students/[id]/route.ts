import { route } from "@/server/http/route";
import { getStudentForViewer } from "@/server/accounts/profiles";
import * as endpoints from "./endpoint";

// GET /api/students/{id} – the signed-in student's own account
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  student: await getStudentForViewer(params.id, user.id),
}));
