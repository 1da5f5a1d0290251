import { route } from "@/server/http/route";
import { unsaveCourse } from "@/server/courses/saved-courses";

// DELETE /api/saved-courses/{courseId} – remove a saved course (idempotent)
export const DELETE = route<{ courseId: string }, "student">({ auth: "student" }, async ({ user, params }) =>
  unsaveCourse(user.id, params.courseId),
);
