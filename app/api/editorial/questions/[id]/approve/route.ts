import { approveSchema } from "@/lib/validation/editorial";
import { approveQuestion } from "@/server/editorial/review-question";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// POST /api/editorial/questions/{id}/approve – an editor approves a submitted question's version for the platform pool
export const POST = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, approveSchema);
  return {
    message: "Approved: platform papers and drills now draw it",
    question: await approveQuestion(user.id, params.id, input),
  };
});
