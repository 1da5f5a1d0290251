import { route } from "@/server/http/route";
import { myAssignments } from "@/server/schools/my-assignments";

// GET /api/me/assignments – the student's assignments from their classes, with where they stand
export const GET = route({ auth: "student" }, async ({ user }) => ({ assignments: await myAssignments(user.id) }));
