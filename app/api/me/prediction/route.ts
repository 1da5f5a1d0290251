import { route } from "@/server/http/route";
import { myPrediction } from "@/server/study/prediction";

// GET /api/me/prediction – the student's predicted UTME score with its 80 % interval, or what evidence is missing
export const GET = route({ auth: "student" }, async ({ user }) => myPrediction(user.id));
