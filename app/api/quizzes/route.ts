import { route } from "@/server/http/route";
import { createQuiz } from "@/server/quizzes/authoring/create-quiz";
import { listQuizzes } from "@/server/quizzes/catalogue";
import * as endpoints from "./endpoint";

// GET /api/quizzes – the quiz library (search, category, difficulty, type); user_stats for a signed-in student
export const GET = route(endpoints.GET, async ({ query, user }) => ({ quizzes: await listQuizzes(query, user) }));

// POST /api/quizzes – a tutor creates a quiz (general, or for one of their courses)
export const POST = route(endpoints.POST, async ({ body, user }) => ({
  message: "Quiz created",
  quiz: await createQuiz(user, body),
}));
