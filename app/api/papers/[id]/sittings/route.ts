import { startSitting } from "@/server/exam/start-sitting";
import { json, route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import * as endpoints from "./endpoint";

// POST /api/papers/{id}/sittings – start a sitting (201), or resume the open one (200); practice is 409 exam_in_progress while an exam is open
export const POST = route(endpoints.POST, async ({ body, params, user }) => {
  await enforceRateLimits([{ limit: limits.sittingStartStudent, subject: user.id }]);
  const { created, sitting } = await startSitting(user.id, params.id, body);
  return json({ sitting }, { status: created ? 201 : 200 });
});
