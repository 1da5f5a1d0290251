import { route } from "@/server/http/route";
import { assignmentProgress } from "@/server/schools/assignment-progress";

// GET /api/classes/{id}/assignments/{assignmentId}/progress – the live exam room: each student not started, in progress or submitted
export const GET = route<{ id: string; assignmentId: string }, "tutor">({ auth: "tutor" }, async ({ params, user }) =>
  assignmentProgress(user.id, params.id, params.assignmentId),
);
