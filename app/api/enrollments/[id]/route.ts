import { route } from "@/server/http/route";
import { deleteEnrollment } from "@/server/courses/enrollments";

// DELETE /api/enrollments/{id} – the student leaves a free course
export const DELETE = route<{ id: string }, "student">({ auth: "student" }, async ({ params, user }) => {
  await deleteEnrollment(params.id, user.id);
  return { message: "Enrollment removed" };
});
