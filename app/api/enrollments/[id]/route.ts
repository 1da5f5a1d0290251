import { route } from "@/server/http/route";
import { deleteEnrollment } from "@/server/courses/enrollments";
import * as endpoints from "./endpoint";

// DELETE /api/enrollments/{id} – the student leaves a free course
export const DELETE = route(endpoints.DELETE, async ({ params, user }) => {
  await deleteEnrollment(params.id, user.id);
  return { message: "Enrollment removed" };
});
