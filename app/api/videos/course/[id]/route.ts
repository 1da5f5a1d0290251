import { route } from "@/server/http/route";
import { listLessonsByCourse } from "@/server/courses/lessons/list-lessons";

// GET /api/videos/course/{id} – a course's lessons in order; playable URLs only for those allowed
export const GET = route<{ id: string }, "optional">({ auth: "optional" }, async ({ params, user }) => ({
  videos: await listLessonsByCourse(params.id, user),
}));
