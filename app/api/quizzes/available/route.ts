import { route } from "@/server/http/route";
import { listAvailableQuizzes } from "@/server/quizzes/catalogue";

// GET /api/quizzes/available – quizzes the student can take now (general and their courses', not used up)
export const GET = route({ auth: "student" }, async ({ user }) => ({ quizzes: await listAvailableQuizzes(user.id) }));
