import { route } from "@/server/http/route";
import { getQuizDetails } from "@/server/quizzes/catalogue";
import * as endpoints from "./endpoint";

// GET /api/quizzes/{id}/details – a quiz's details (no questions), with user_stats for a student
export const GET = route(endpoints.GET, async ({ params, user }) => ({ quiz: await getQuizDetails(params.id, user) }));
