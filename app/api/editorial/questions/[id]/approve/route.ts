import { approveQuestion } from "@/server/editorial/review-question";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/editorial/questions/{id}/approve – an editor approves a submitted question's version for the platform pool
export const POST = route(endpoints.POST, async ({ body, params, user }) => ({
  message: "Approved: platform papers and drills now draw it",
  question: await approveQuestion(user.id, params.id, body),
}));
