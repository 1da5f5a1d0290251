import { createBankQuestion } from "@/server/bank/create-question";
import { listBankQuestions } from "@/server/bank/read-questions";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/bank/questions – the tutor's bank questions, filtered and paged, with item statistics
export const GET = route(endpoints.GET, async ({ query, user }) => listBankQuestions(user.id, query));

// POST /api/bank/questions – the tutor adds a question to their bank (version 1)
export const POST = route(endpoints.POST, async ({ body, user }) => ({
  message: "Question added",
  question: await createBankQuestion(user.id, body),
}));
