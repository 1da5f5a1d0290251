import { route } from "@/server/http/route";
import { listLessonsByCourse } from "@/server/courses/lessons/list-lessons";
import * as endpoints from "./endpoint";

// GET /api/videos/course/{id} – a course's lessons in order; playable URLs only for those allowed
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  videos: await listLessonsByCourse(params.id, user),
}));
