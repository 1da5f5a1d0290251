import { route } from "@/server/http/route";
import { listTutorCourses } from "@/server/courses/tutor-courses";
import * as endpoints from "./endpoint";

// GET /api/courses/tutor/{id} – a tutor's published courses (public, like the catalogue); their drafts too for the tutor
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  courses: await listTutorCourses(params.id, user),
}));
