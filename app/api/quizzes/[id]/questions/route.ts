import { questionInputSchema } from "@/lib/validation/quiz-authoring";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { addQuestion, listQuestions } from "@/server/quizzes/authoring";

type Params = { id: string };

// GET /api/quizzes/{id}/questions – the owner tutor reads the questions with their answer key
export const GET = route<Params, "tutor">({ auth: "tutor" }, async ({ params, user }) => ({
  questions: await listQuestions(params.id, user.id),
}));

// POST /api/quizzes/{id}/questions – the owner tutor appends a question
export const POST = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, questionInputSchema);
  return json({ message: "Question added", question: await addQuestion(params.id, user.id, input) }, { status: 201 });
});
