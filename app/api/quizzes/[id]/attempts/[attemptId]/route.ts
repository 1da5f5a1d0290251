import { route } from "@/server/http/route";
import { getAttemptResult } from "@/server/quizzes/results";

// GET /api/quizzes/{id}/attempts/{attemptId} – a submitted attempt's result and review
export const GET = route<{ id: string; attemptId: string }, "student">({ auth: "student" }, async ({ params, user }) =>
  getAttemptResult(user.id, params.id, params.attemptId),
);
