import { submitBankQuestion } from "@/server/bank/submit-question";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/bank/questions/{id}/submit – the owner submits the question to the platform pool for an editor's review
export const POST = route(endpoints.POST, async ({ params, user }) => ({
  message: "Submitted: an editor will review it",
  question: await submitBankQuestion(user.id, params.id),
}));
