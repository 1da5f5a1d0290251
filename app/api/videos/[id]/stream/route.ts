import { route } from "@/server/http/route";
import { videoStreamUrls } from "@/server/courses/curriculum";

// GET /api/videos/{id}/stream – fresh signed URLs for a lesson the viewer may watch
export const GET = route<{ id: string }, "optional">({ auth: "optional" }, async ({ params, user }) =>
  videoStreamUrls(params.id, user),
);
