import { route } from "@/server/http/route";
import { deleteQuestion } from "@/server/quizzes/authoring/delete-question";
import { updateQuestion } from "@/server/quizzes/authoring/update-question";
import * as endpoints from "./endpoint";

// PUT /api/questions/{id} – the owner tutor edits a question
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => ({
  message: "Question updated",
  question: await updateQuestion(params.id, user.id, body),
}));

// DELETE /api/questions/{id} – the owner tutor deletes a question; the ones after it move up
export const DELETE = route(endpoints.DELETE, async ({ params, user }) => {
  await deleteQuestion(params.id, user.id);
  return { message: "Question deleted" };
});
