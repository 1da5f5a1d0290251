import { route } from "@/server/http/route";
import { unsaveCourse } from "@/server/courses/saved-courses";
import * as endpoints from "./endpoint";

// DELETE /api/saved-courses/{courseId} – remove a saved course (idempotent)
export const DELETE = route(endpoints.DELETE, async ({ user, params }) => unsaveCourse(user.id, params.courseId));
