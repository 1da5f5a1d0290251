import { resolveReport } from "@/server/bank/reports";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// PATCH /api/bank/reports/{id} – the question's author marks a report resolved (or open again)
export const PATCH = route(endpoints.PATCH, async ({ body, params, user }) => ({
  message: body.resolved ? "Report resolved" : "Report reopened",
  report: await resolveReport(user.id, params.id, body.resolved),
}));
