import { bankQuestionCreateSchema, bankQuestionListQuerySchema } from "@/lib/validation/bank";
import { createBankQuestion } from "@/server/bank/create-question";
import { listBankQuestions } from "@/server/bank/read-questions";
import { json, route } from "@/server/http/route";
import { readJson, readQuery } from "@/server/http/read-input";

// GET /api/bank/questions – the tutor's bank questions, filtered and paged, with item statistics
export const GET = route({ auth: "tutor" }, async ({ req, user }) =>
  listBankQuestions(user.id, readQuery(req, bankQuestionListQuerySchema)),
);

// POST /api/bank/questions – the tutor adds a question to their bank (version 1)
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  const input = await readJson(req, bankQuestionCreateSchema);
  return json({ message: "Question added", question: await createBankQuestion(user.id, input) }, { status: 201 });
});
