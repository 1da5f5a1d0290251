import { route } from "@/server/http/route";
import { createAssignment } from "@/server/schools/create-assignment";
import { listAssignments } from "@/server/schools/list-assignments";
import * as endpoints from "./endpoint";

// POST /api/classes/{id}/assignments – the teacher sets a paper (or a topic drill) to the class in a window; its questions are drawn once (201)
export const POST = route(endpoints.POST, async ({ body, params, user }) => ({
  assignment: await createAssignment(user.id, params.id, body),
}));

// GET /api/classes/{id}/assignments – the class's assignments with how many started and submitted
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  assignments: await listAssignments(user.id, params.id),
}));
