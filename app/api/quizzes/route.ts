import { quizCreateSchema } from "@/lib/validation/quiz-authoring";
import { quizListQuerySchema } from "@/lib/validation/quizzes";
import { json, route } from "@/server/http/route";
import { readJson, readQuery } from "@/server/http/read-input";
import { createQuiz } from "@/server/quizzes/authoring";
import { listQuizzes } from "@/server/quizzes/catalogue";

// GET /api/quizzes – the quiz library (search, category, difficulty, type); user_stats for a signed-in student
export const GET = route({ auth: "optional" }, async ({ req, user }) => ({
  quizzes: await listQuizzes(readQuery(req, quizListQuerySchema), user),
}));

// POST /api/quizzes – a tutor creates a quiz (general, or for one of their courses)
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  const input = await readJson(req, quizCreateSchema);
  return json({ message: "Quiz created", quiz: await createQuiz(user, input) }, { status: 201 });
});
