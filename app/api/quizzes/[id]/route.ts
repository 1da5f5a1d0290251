import { quizUpdateSchema } from "@/lib/validation/quiz-authoring";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { deleteQuiz, updateQuiz } from "@/server/quizzes/authoring";
import { getQuizDetails } from "@/server/quizzes/catalogue";

type Params = { id: string };

// GET /api/quizzes/{id} – one quiz, without its questions
export const GET = route<Params, "optional">({ auth: "optional" }, async ({ params, user }) => ({
  quiz: await getQuizDetails(params.id, user),
}));

// PUT /api/quizzes/{id} – the owner tutor edits a quiz
export const PUT = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, quizUpdateSchema);
  return { message: "Quiz updated", quiz: await updateQuiz(params.id, user.id, input) };
});

// DELETE /api/quizzes/{id} – the owner tutor deletes a quiz nobody has submitted
export const DELETE = route<Params, "tutor">({ auth: "tutor" }, async ({ params, user }) => {
  await deleteQuiz(params.id, user.id);
  return { message: "Quiz deleted" };
});
