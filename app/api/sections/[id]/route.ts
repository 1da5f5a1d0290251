import { route } from "@/server/http/route";
import { deleteSection } from "@/server/courses/sections/delete-section";
import { updateSection } from "@/server/courses/sections/update-section";
import * as endpoints from "./endpoint";

// PUT /api/sections/{id} – the owner renames a section
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => ({
  message: "Section updated",
  section: await updateSection(params.id, user.id, body.title),
}));

// DELETE /api/sections/{id} – the owner deletes a section and its videos
export const DELETE = route(endpoints.DELETE, async ({ params, user }) => {
  await deleteSection(params.id, user.id);
  return { message: "Section deleted" };
});
