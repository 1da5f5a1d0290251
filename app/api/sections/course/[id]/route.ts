import { route } from "@/server/http/route";
import { listSections } from "@/server/courses/sections/list-sections";
import * as endpoints from "./endpoint";

// GET /api/sections/course/{id} – a course's sections in order (public; a draft's for its owner only)
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  sections: await listSections(params.id, user),
}));
