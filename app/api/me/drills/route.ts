import { startDrillSchema } from "@/lib/validation/study-next";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { startDrill } from "@/server/study/drill";

// POST /api/me/drills – start a 10-question practice sitting on one topic (201), or resume the open one on it (200); 409 exam_in_progress while an exam is open
export const POST = route({ auth: "student" }, async ({ req, user }) => {
  await enforceRateLimits([{ limit: limits.drillStartStudent, subject: user.id }]);
  const input = await readJson(req, startDrillSchema);
  const { created, sitting } = await startDrill(user.id, input.topic_id);
  return json({ sitting }, { status: created ? 201 : 200 });
});
