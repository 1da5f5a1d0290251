import { reportUpdateSchema } from "@/lib/validation/bank";
import { resolveReport } from "@/server/bank/reports";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// PATCH /api/bank/reports/{id} – the question's author marks a report resolved (or open again)
export const PATCH = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, reportUpdateSchema);
  return {
    message: input.resolved ? "Report resolved" : "Report reopened",
    report: await resolveReport(user.id, params.id, input.resolved),
  };
});
