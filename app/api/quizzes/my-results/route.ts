import { route } from "@/server/http/route";
import { myResults } from "@/server/quizzes/results";
import * as endpoints from "./endpoint";

// GET /api/quizzes/my-results – every submitted attempt of the student, newest first
export const GET = route(endpoints.GET, async ({ user }) => ({ attempts: await myResults(user.id) }));
