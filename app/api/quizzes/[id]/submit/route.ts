import { route } from "@/server/http/route";
import { submitAttempt } from "@/server/quizzes/attempts";
import * as endpoints from "./endpoint";

// POST /api/quizzes/{id}/submit – score the attempt on the server; a second submit returns the first result
export const POST = route(endpoints.POST, async ({ body, params, user }) =>
  submitAttempt(user, params.id, { answers: body.answers, attempt_id: body.attempt_id, auto_submit: body.auto_submit }),
);
