import { sittingReview } from "@/server/exam/sitting-view";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/sittings/{id}/review – after submitting, as the paper's policy allows: answers, keys, explanations
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  review: await sittingReview(user.id, params.id),
}));
