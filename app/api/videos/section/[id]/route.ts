import { route } from "@/server/http/route";
import { listLessonsBySection } from "@/server/courses/lessons/list-lessons";
import * as endpoints from "./endpoint";

// GET /api/videos/section/{id} – a section's lessons; playable URLs only for those allowed
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  videos: await listLessonsBySection(params.id, user),
}));
