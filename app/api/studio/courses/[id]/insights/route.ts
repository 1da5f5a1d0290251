import { route } from "@/server/http/route";
import { courseInsights } from "@/server/studio/course-insights";
import * as endpoints from "./endpoint";

// GET /api/studio/courses/{id}/insights – one course's enrolments, revenue by month and progress (owner only)
export const GET = route(endpoints.GET, async ({ params, user }) => courseInsights(user.id, params.id));
