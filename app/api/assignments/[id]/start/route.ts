import { startAssignmentSchema } from "@/lib/validation/schools";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { startAssignment } from "@/server/schools/start-assignment";

// POST /api/assignments/{id}/start – a student of the class starts the assigned sitting in its window (201) or gets theirs back (200)
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  await enforceRateLimits([{ limit: limits.sittingStartStudent, subject: user.id }]);
  const input = await readJson(req, startAssignmentSchema);
  const { created, sitting } = await startAssignment(user.id, params.id, input);
  return json({ sitting }, { status: created ? 201 : 200 });
});
