import { checkReviewAnswerSchema } from "@/lib/validation/review";
import { readJson } from "@/server/http/read-input";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { checkReviewAnswer } from "@/server/study/rate-card";

// POST /api/me/review/{card id}/check – before rating: is this answer right, the key and the explanation; records nothing; 409 exam_in_progress while an exam is open
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  await enforceRateLimits([{ limit: limits.reviewCheckStudent, subject: user.id }]);
  return checkReviewAnswer(user.id, params.id, await readJson(req, checkReviewAnswerSchema));
});
