import { route } from "@/server/http/route";
import { reorderSections } from "@/server/courses/sections/reorder-sections";
import * as endpoints from "./endpoint";

// PUT /api/courses/{id}/sections/order { ids } – the owner reorders the sections
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => ({
  sections: await reorderSections(params.id, user.id, body.ids),
}));
