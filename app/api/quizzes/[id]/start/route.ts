import { route } from "@/server/http/route";
import { startAttempt } from "@/server/quizzes/attempts";

// POST /api/quizzes/{id}/start – start (or resume) an attempt: questions without answers, expires_at
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ params, user }) =>
  startAttempt(user, params.id),
);
