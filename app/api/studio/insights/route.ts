import { route } from "@/server/http/route";
import { studioInsights } from "@/server/studio/insights-summary";
import * as endpoints from "./endpoint";

// GET /api/studio/insights – every course of the tutor with enrolments, revenue and progress in aggregate
export const GET = route(endpoints.GET, async ({ user }) => studioInsights(user.id));
