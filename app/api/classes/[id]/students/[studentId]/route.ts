import { route } from "@/server/http/route";
import { removeStudent } from "@/server/schools/remove-student";
import * as endpoints from "./endpoint";

// DELETE /api/classes/{id}/students/{studentId} – the teacher removes a student from their class
export const DELETE = route(endpoints.DELETE, async ({ params, user }) => {
  await removeStudent(user.id, params.id, params.studentId);
  return { removed: true };
});
