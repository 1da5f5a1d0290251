import { json, route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { startAssignment } from "@/server/schools/start-assignment";
import * as endpoints from "./endpoint";

// POST /api/assignments/{id}/start – a student of the class starts the assigned sitting in its window (201) or gets theirs back (200)
export const POST = route(endpoints.POST, async ({ body, params, user }) => {
  await enforceRateLimits([{ limit: limits.sittingStartStudent, subject: user.id }]);
  const { created, sitting } = await startAssignment(user.id, params.id, body);
  return json({ sitting }, { status: created ? 201 : 200 });
});
