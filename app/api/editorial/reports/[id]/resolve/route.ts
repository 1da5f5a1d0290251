import { resolveReportSchema } from "@/lib/validation/editorial";
import { resolvePoolReport } from "@/server/editorial/pool-reports";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// POST /api/editorial/reports/{id}/resolve – an editor resolves a report (none, fixed, or retired: the question is never drawn again)
export const POST = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, resolveReportSchema);
  return { message: "Report resolved", report: await resolvePoolReport(user.id, params.id, input) };
});
