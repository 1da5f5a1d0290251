import { sittingReview } from "@/server/exam/sitting-view";
import { route } from "@/server/http/route";

// GET /api/sittings/{id}/review – after submitting, as the paper's policy allows: answers, keys, explanations
export const GET = route<{ id: string }, "student">({ auth: "student" }, async ({ params, user }) => ({
  review: await sittingReview(user.id, params.id),
}));
