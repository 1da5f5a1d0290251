import { route } from "@/server/http/route";
import { listVideosByCourse } from "@/server/courses/curriculum";

// GET /api/videos/course/{id} – a course's lessons in order; playable URLs only for those allowed
export const GET = route<{ id: string }, "optional">({ auth: "optional" }, async ({ params, user }) => ({
  videos: await listVideosByCourse(params.id, user),
}));
