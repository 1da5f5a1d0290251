import { json, route } from "@/server/http/route";
import { removeStudent } from "@/server/schools/remove-student";

// DELETE /api/classes/{id}/students/{studentId} – the teacher removes a student from their class
export const DELETE = route<{ id: string; studentId: string }, "tutor">({ auth: "tutor" }, async ({ params, user }) => {
  await removeStudent(user.id, params.id, params.studentId);
  return json({ removed: true });
});
