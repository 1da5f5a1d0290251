import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { rateCard } from "@/server/study/rate-card";
import * as endpoints from "./endpoint";

// POST /api/me/review/{card id} – rate a due card again/hard/good/easy: FSRS schedules it; the key and explanation come back; 409 when not due, over the day's limit or while an exam is open
export const POST = route(endpoints.POST, async ({ body, params, user }) => {
  await enforceRateLimits([{ limit: limits.reviewRateStudent, subject: user.id }]);
  return rateCard(user.id, params.id, body);
});
