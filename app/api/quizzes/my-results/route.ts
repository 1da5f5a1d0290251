import { route } from "@/server/http/route";
import { myResults } from "@/server/quizzes/results";

// GET /api/quizzes/my-results – every submitted attempt of the student, newest first
export const GET = route({ auth: "student" }, async ({ user }) => ({ attempts: await myResults(user.id) }));
