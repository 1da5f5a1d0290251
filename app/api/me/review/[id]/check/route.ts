import { checkReviewAnswerSchema } from "@/lib/validation/review";
import { readJson } from "@/server/http/read-input";
import { route } from "@/server/http/route";
import { checkReviewAnswer } from "@/server/study/rate-card";

// POST /api/me/review/{card id}/check – before rating: is this answer right, the key and the explanation; records nothing
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) =>
  checkReviewAnswer(user.id, params.id, await readJson(req, checkReviewAnswerSchema)),
);
