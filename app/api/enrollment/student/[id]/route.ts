import { route } from "@/server/http/route";
import { listStudentEnrollments } from "@/server/courses/enrollments";
import * as endpoints from "./endpoint";

// GET /api/enrollment/student/{id} – the same list under the singular path docs/product-spec.md part 7 also uses
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  enrollments: await listStudentEnrollments(params.id, user.id),
}));
