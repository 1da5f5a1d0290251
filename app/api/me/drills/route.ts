import { json, route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { startDrill } from "@/server/study/drill";
import * as endpoints from "./endpoint";

// POST /api/me/drills – start a 10-question practice sitting on one topic (201), or resume the open one on it (200); 409 exam_in_progress while an exam is open
export const POST = route(endpoints.POST, async ({ body, user }) => {
  await enforceRateLimits([{ limit: limits.drillStartStudent, subject: user.id }]);
  const { created, sitting } = await startDrill(user.id, body.topic_id);
  return json({ sitting }, { status: created ? 201 : 200 });
});
