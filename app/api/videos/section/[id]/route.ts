import { route } from "@/server/http/route";
import { listVideosBySection } from "@/server/courses/curriculum";

// GET /api/videos/section/{id} – a section's lessons; playable URLs only for those allowed
export const GET = route<{ id: string }, "optional">({ auth: "optional" }, async ({ params, user }) => ({
  videos: await listVideosBySection(params.id, user),
}));
