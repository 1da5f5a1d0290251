import { rateCardSchema } from "@/lib/validation/review";
import { readJson } from "@/server/http/read-input";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { rateCard } from "@/server/study/rate-card";

// POST /api/me/review/{card id} – rate a due card again/hard/good/easy: FSRS schedules it; the key and explanation come back; 409 when not due, over the day's limit or while an exam is open
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  await enforceRateLimits([{ limit: limits.reviewRateStudent, subject: user.id }]);
  return rateCard(user.id, params.id, await readJson(req, rateCardSchema));
});
