import { route } from "@/server/http/route";
import { getQuizDetails } from "@/server/quizzes/catalogue";

// GET /api/quizzes/{id}/details – a quiz's details (no questions), with user_stats for a student
export const GET = route<{ id: string }, "optional">({ auth: "optional" }, async ({ params, user }) => ({
  quiz: await getQuizDetails(params.id, user),
}));
