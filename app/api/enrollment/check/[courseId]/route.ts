import { route } from "@/server/http/route";
import { checkEnrollment } from "@/server/courses/enrollments";
import * as endpoints from "./endpoint";

// GET /api/enrollment/check/{courseId} – is the signed-in student enrolled?
export const GET = route(endpoints.GET, async ({ params, user }) => checkEnrollment(user.id, params.courseId));
