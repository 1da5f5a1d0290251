import { rejectQuestion } from "@/server/editorial/review-question";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/editorial/questions/{id}/reject – an editor rejects a submitted question with a note its author reads
export const POST = route(endpoints.POST, async ({ body, params, user }) => ({
  message: "Rejected: the author sees your note",
  question: await rejectQuestion(user.id, params.id, body.note),
}));
