import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { syncReviews } from "@/server/study/rate-card";
import * as endpoints from "./endpoint";

// POST /api/me/review/sync – the phone's offline queue of ratings, applied in order under the rating's rules, answered per rating
export const POST = route(endpoints.POST, async ({ body, user }) => {
  await enforceRateLimits([{ limit: limits.reviewRateStudent, subject: user.id }]);
  return syncReviews(user.id, body);
});
