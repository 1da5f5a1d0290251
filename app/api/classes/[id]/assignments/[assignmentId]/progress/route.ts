import { route } from "@/server/http/route";
import { assignmentProgress } from "@/server/schools/assignment-progress";
import * as endpoints from "./endpoint";

// GET /api/classes/{id}/assignments/{assignmentId}/progress – the live exam room: each student not started, in progress or submitted
export const GET = route(endpoints.GET, async ({ params, user }) =>
  assignmentProgress(user.id, params.id, params.assignmentId),
);
