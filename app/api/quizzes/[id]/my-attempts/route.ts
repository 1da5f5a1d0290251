import { route } from "@/server/http/route";
import { myAttempts } from "@/server/quizzes/results";
import * as endpoints from "./endpoint";

// GET /api/quizzes/{id}/my-attempts – the student's submitted attempts, newest first, and the quiz
export const GET = route(endpoints.GET, async ({ params, user }) => myAttempts(user.id, params.id));
