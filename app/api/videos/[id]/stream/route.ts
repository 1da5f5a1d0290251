import { route } from "@/server/http/route";
import { lessonStreamUrls } from "@/server/courses/lessons/lesson-stream-urls";
import * as endpoints from "./endpoint";

// GET /api/videos/{id}/stream – fresh signed URLs for a lesson the viewer may watch
export const GET = route(endpoints.GET, async ({ params, user }) => lessonStreamUrls(params.id, user));
