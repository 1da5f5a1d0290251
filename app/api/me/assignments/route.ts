import { route } from "@/server/http/route";
import { myAssignments } from "@/server/schools/my-assignments";
import * as endpoints from "./endpoint";

// GET /api/me/assignments – the student's assignments from their classes, with where they stand
export const GET = route(endpoints.GET, async ({ user }) => ({ assignments: await myAssignments(user.id) }));
