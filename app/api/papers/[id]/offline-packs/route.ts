import { downloadPack } from "@/server/exam/download-pack";
import { json, route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import * as endpoints from "./endpoint";

// POST /api/papers/{id}/offline-packs – draw the paper for the phone to sit offline (201); practice packs carry their keys, exam packs never
export const POST = route(endpoints.POST, async ({ body, params, user }) => {
  await enforceRateLimits([{ limit: limits.sittingStartStudent, subject: user.id }]);
  return json({ pack: await downloadPack(user.id, params.id, body) }, { status: 201 });
});
