import { route } from "@/server/http/route";
import { studioInsights } from "@/server/studio/insights-summary";

// GET /api/studio/insights – every course of the tutor with enrolments, revenue and progress in aggregate
export const GET = route({ auth: "tutor" }, async ({ user }) => studioInsights(user.id));
