import { route } from "@/server/http/route";
import { updateLessonProgress } from "@/server/courses/progress";
import * as endpoints from "./endpoint";

// PUT /api/progress/videos/{videoId} – completed and/or position_seconds (and watched_seconds) for an enrolled student
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => ({
  progress: await updateLessonProgress(user.id, params.videoId, body),
}));
