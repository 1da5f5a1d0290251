import { resolvePoolReport } from "@/server/editorial/pool-reports";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/editorial/reports/{id}/resolve – an editor resolves a report (none, fixed, or retired: the question is never drawn again)
export const POST = route(endpoints.POST, async ({ body, params, user }) => ({
  message: "Report resolved",
  report: await resolvePoolReport(user.id, params.id, body),
}));
