import { route } from "@/server/http/route";
import { reorderLessons } from "@/server/courses/lessons/reorder-lessons";
import * as endpoints from "./endpoint";

// PUT /api/sections/{id}/videos/order { ids } – the owner reorders a section's videos
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => ({
  videos: await reorderLessons(params.id, user.id, body.ids),
}));
