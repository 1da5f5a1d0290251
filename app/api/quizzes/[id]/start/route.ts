import { route } from "@/server/http/route";
import { startAttempt } from "@/server/quizzes/attempts";
import * as endpoints from "./endpoint";

// POST /api/quizzes/{id}/start – start (or resume) an attempt: questions without answers, expires_at
export const POST = route(endpoints.POST, async ({ params, user }) => startAttempt(user, params.id));
