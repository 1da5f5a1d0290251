import { getBankQuestion } from "@/server/bank/read-questions";
import { retireBankQuestion, updateBankQuestion } from "@/server/bank/update-question";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/bank/questions/{id} – one of the tutor's questions, rendered, with item statistics
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  question: await getBankQuestion(user.id, params.id),
}));

// PATCH /api/bank/questions/{id} – the owner edits; content seen in a sitting gets a new version
export const PATCH = route(endpoints.PATCH, async ({ body, params, user }) => ({
  message: "Question updated",
  ...(await updateBankQuestion(user.id, params.id, body)),
}));

// DELETE /api/bank/questions/{id} – the owner retires the question: never drawn again, history kept
export const DELETE = route(endpoints.DELETE, async ({ params, user }) => ({
  message: "Question retired",
  question: await retireBankQuestion(user.id, params.id),
}));
