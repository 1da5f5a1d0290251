import { listReports } from "@/server/bank/reports";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/bank/reports – students' reports on the tutor's questions, newest first
export const GET = route(endpoints.GET, async ({ query, user }) => listReports(user.id, query));
