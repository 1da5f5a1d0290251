import { progressUpdateSchema } from "@/lib/validation/progress";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { updateLessonProgress } from "@/server/courses/progress";

// PUT /api/progress/videos/{videoId} – completed and/or position_seconds (and watched_seconds) for an enrolled student
export const PUT = route<{ videoId: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  const input = await readJson(req, progressUpdateSchema);
  return { progress: await updateLessonProgress(user.id, params.videoId, input) };
});
