import { createAssignmentSchema } from "@/lib/validation/schools";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { createAssignment } from "@/server/schools/create-assignment";
import { listAssignments } from "@/server/schools/list-assignments";

// POST /api/classes/{id}/assignments – the teacher sets a paper (or a topic drill) to the class in a window; its questions are drawn once (201)
export const POST = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, createAssignmentSchema);
  return json({ assignment: await createAssignment(user.id, params.id, input) }, { status: 201 });
});

// GET /api/classes/{id}/assignments – the class's assignments with how many started and submitted
export const GET = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ params, user }) => ({
  assignments: await listAssignments(user.id, params.id),
}));
