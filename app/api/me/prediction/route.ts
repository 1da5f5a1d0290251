import { route } from "@/server/http/route";
import { myPrediction } from "@/server/study/prediction";
import * as endpoints from "./endpoint";

// GET /api/me/prediction – the student's predicted UTME score with its 80 % interval, or what evidence is missing
export const GET = route(endpoints.GET, async ({ user }) => myPrediction(user.id));
