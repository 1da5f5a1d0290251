import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { checkReviewAnswer } from "@/server/study/rate-card";
import * as endpoints from "./endpoint";

// POST /api/me/review/{card id}/check – before rating: is this answer right, the key and the explanation; records nothing; 409 exam_in_progress while an exam is open
export const POST = route(endpoints.POST, async ({ body, params, user }) => {
  await enforceRateLimits([{ limit: limits.reviewCheckStudent, subject: user.id }]);
  return checkReviewAnswer(user.id, params.id, body);
});
