import { listPoolReports } from "@/server/editorial/pool-reports";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/editorial/reports?status=open – students' reports on the platform pool's questions
export const GET = route(endpoints.GET, async ({ query, user }) => listPoolReports(user.id, query));
