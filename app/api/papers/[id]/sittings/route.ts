import { startSittingSchema } from "@/lib/validation/sittings";
import { startSitting } from "@/server/exam/start-sitting";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";

// POST /api/papers/{id}/sittings – start a sitting (201), or resume the open one (200); practice is 409 exam_in_progress while an exam is open
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  await enforceRateLimits([{ limit: limits.sittingStartStudent, subject: user.id }]);
  const input = await readJson(req, startSittingSchema);
  const { created, sitting } = await startSitting(user.id, params.id, input);
  return json({ sitting }, { status: created ? 201 : 200 });
});
