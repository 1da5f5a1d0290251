import { route } from "@/server/http/route";
import { listAvailableQuizzes } from "@/server/quizzes/catalogue";
import * as endpoints from "./endpoint";

// GET /api/quizzes/available – quizzes the student can take now (general and their courses', not used up)
export const GET = route(endpoints.GET, async ({ user }) => ({ quizzes: await listAvailableQuizzes(user.id) }));
