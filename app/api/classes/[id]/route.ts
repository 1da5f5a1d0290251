import { route } from "@/server/http/route";
import { getClass } from "@/server/schools/get-class";
import { updateClass } from "@/server/schools/update-class";
import * as endpoints from "./endpoint";

// GET /api/classes/{id} – the teacher's class with its roster; another teacher's class is 404
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  class: await getClass(user.id, params.id),
}));

// PATCH /api/classes/{id} – rename, archive ({ "archived": true }) or bring back the class
export const PATCH = route(endpoints.PATCH, async ({ body, params, user }) => ({
  class: await updateClass(user.id, params.id, body),
}));
