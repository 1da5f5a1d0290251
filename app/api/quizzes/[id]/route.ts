import { route } from "@/server/http/route";
import { deleteQuiz } from "@/server/quizzes/authoring/delete-quiz";
import { updateQuiz } from "@/server/quizzes/authoring/update-quiz";
import { getQuizDetails } from "@/server/quizzes/catalogue";
import * as endpoints from "./endpoint";

// GET /api/quizzes/{id} – one quiz, without its questions
export const GET = route(endpoints.GET, async ({ params, user }) => ({ quiz: await getQuizDetails(params.id, user) }));

// PUT /api/quizzes/{id} – the owner tutor edits a quiz
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => ({
  message: "Quiz updated",
  quiz: await updateQuiz(params.id, user.id, body),
}));

// DELETE /api/quizzes/{id} – the owner tutor deletes a quiz nobody has submitted
export const DELETE = route(endpoints.DELETE, async ({ params, user }) => {
  await deleteQuiz(params.id, user.id);
  return { message: "Quiz deleted" };
});
