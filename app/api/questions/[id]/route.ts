import { questionUpdateSchema } from "@/lib/validation/quiz-authoring";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { deleteQuestion, updateQuestion } from "@/server/quizzes/authoring";

type Params = { id: string };

// PUT /api/questions/{id} – the owner tutor edits a question
export const PUT = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, questionUpdateSchema);
  return { message: "Question updated", question: await updateQuestion(params.id, user.id, input) };
});

// DELETE /api/questions/{id} – the owner tutor deletes a question; the ones after it move up
export const DELETE = route<Params, "tutor">({ auth: "tutor" }, async ({ params, user }) => {
  await deleteQuestion(params.id, user.id);
  return { message: "Question deleted" };
});
