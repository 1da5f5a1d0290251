import { reviewSyncSchema } from "@/lib/validation/review";
import { readJson } from "@/server/http/read-input";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { syncReviews } from "@/server/study/rate-card";

// POST /api/me/review/sync – the phone's offline queue of ratings, applied in order under the rating's rules, answered per rating
export const POST = route({ auth: "student" }, async ({ req, user }) => {
  await enforceRateLimits([{ limit: limits.reviewRateStudent, subject: user.id }]);
  return syncReviews(user.id, await readJson(req, reviewSyncSchema));
});
