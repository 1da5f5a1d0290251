import { bankQuestionUpdateSchema } from "@/lib/validation/bank";
import { getBankQuestion } from "@/server/bank/read-questions";
import { retireBankQuestion, updateBankQuestion } from "@/server/bank/update-question";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

type Params = { id: string };

// GET /api/bank/questions/{id} – one of the tutor's questions, rendered, with item statistics
export const GET = route<Params, "tutor">({ auth: "tutor" }, async ({ params, user }) => ({
  question: await getBankQuestion(user.id, params.id),
}));

// PATCH /api/bank/questions/{id} – the owner edits; content seen in a sitting gets a new version
export const PATCH = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, bankQuestionUpdateSchema);
  return { message: "Question updated", ...(await updateBankQuestion(user.id, params.id, input)) };
});

// DELETE /api/bank/questions/{id} – the owner retires the question: never drawn again, history kept
export const DELETE = route<Params, "tutor">({ auth: "tutor" }, async ({ params, user }) => ({
  message: "Question retired",
  question: await retireBankQuestion(user.id, params.id),
}));
