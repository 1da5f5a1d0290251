import { startSittingSchema } from "@/lib/validation/sittings";
import { downloadPack } from "@/server/exam/download-pack";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";

// POST /api/papers/{id}/offline-packs – draw the paper for the phone to sit offline (201); practice packs carry their keys, exam packs never
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  await enforceRateLimits([{ limit: limits.sittingStartStudent, subject: user.id }]);
  const input = await readJson(req, startSittingSchema);
  return json({ pack: await downloadPack(user.id, params.id, input) }, { status: 201 });
});
