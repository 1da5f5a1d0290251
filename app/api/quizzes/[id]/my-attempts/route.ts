import { route } from "@/server/http/route";
import { myAttempts } from "@/server/quizzes/results";

// GET /api/quizzes/{id}/my-attempts – the student's submitted attempts, newest first, and the quiz
export const GET = route<{ id: string }, "student">({ auth: "student" }, async ({ params, user }) =>
  myAttempts(user.id, params.id),
);
