import { route } from "@/server/http/route";
import { getAttemptResult } from "@/server/quizzes/results";
import * as endpoints from "./endpoint";

// GET /api/quizzes/{id}/attempts/{attemptId} – a submitted attempt's result and review
export const GET = route(endpoints.GET, async ({ params, user }) =>
  getAttemptResult(user.id, params.id, params.attemptId),
);
