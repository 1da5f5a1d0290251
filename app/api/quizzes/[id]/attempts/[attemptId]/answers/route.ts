import { saveAnswersSchema } from "@/lib/validation/quizzes";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { saveAnswers } from "@/server/quizzes/attempts";

// PUT /api/quizzes/{id}/attempts/{attemptId}/answers – save answers as the student goes
export const PUT = route<{ id: string; attemptId: string }, "student">(
  { auth: "student" },
  async ({ req, params, user }) => {
    const { answers } = await readJson(req, saveAnswersSchema);
    return saveAnswers(user, params.id, params.attemptId, answers);
  },
);
