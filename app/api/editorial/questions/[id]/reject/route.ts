import { rejectSchema } from "@/lib/validation/editorial";
import { rejectQuestion } from "@/server/editorial/review-question";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// POST /api/editorial/questions/{id}/reject – an editor rejects a submitted question with a note its author reads
export const POST = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, rejectSchema);
  return {
    message: "Rejected: the author sees your note",
    question: await rejectQuestion(user.id, params.id, input.note),
  };
});
