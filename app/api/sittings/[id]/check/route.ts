import { checkSittingAnswer } from "@/server/exam/sitting-answers";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import * as endpoints from "./endpoint";

// POST /api/sittings/{id}/check – practice mode: is this answer right, and why; 403 in exam mode, 409 exam_in_progress while an exam is open
export const POST = route(endpoints.POST, async ({ body, params, user }) => {
  await enforceRateLimits([{ limit: limits.sittingCheckStudent, subject: user.id }]);
  return checkSittingAnswer(user.id, params.id, body);
});
