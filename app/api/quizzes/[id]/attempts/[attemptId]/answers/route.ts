import { route } from "@/server/http/route";
import { saveAnswers } from "@/server/quizzes/attempts";
import * as endpoints from "./endpoint";

// PUT /api/quizzes/{id}/attempts/{attemptId}/answers – save answers as the student goes
export const PUT = route(endpoints.PUT, async ({ body, params, user }) =>
  saveAnswers(user, params.id, params.attemptId, body.answers),
);
