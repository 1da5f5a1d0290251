import { submitQuizSchema } from "@/lib/validation/quizzes";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { submitAttempt } from "@/server/quizzes/attempts";

// POST /api/quizzes/{id}/submit – score the attempt on the server; a second submit returns the first result
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  const input = await readJson(req, submitQuizSchema);
  return submitAttempt(user, params.id, {
    answers: input.answers,
    attempt_id: input.attempt_id,
    auto_submit: input.auto_submit,
  });
});
