import { route } from "@/server/http/route";
import { listLessonsBySection } from "@/server/courses/lessons/list-lessons";

// GET /api/videos/section/{id} – a section's lessons; playable URLs only for those allowed
export const GET = route<{ id: string }, "optional">({ auth: "optional" }, async ({ params, user }) => ({
  videos: await listLessonsBySection(params.id, user),
}));
