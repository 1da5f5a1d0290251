import { route } from "@/server/http/route";
import { getLessonMedia } from "@/server/media/lesson-media";
import * as endpoints from "./endpoint";

// GET /api/videos/{id}/media – the owner tutor's view of a lesson's upload and transcoding (steps, renditions, poster); 404 to anyone else
export const GET = route(endpoints.GET, async ({ params, user }) => getLessonMedia(params.id, user.id));
