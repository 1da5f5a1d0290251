import { reorderSchema } from "@/lib/validation/courses";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { reorderLessons } from "@/server/courses/lessons/reorder-lessons";

// PUT /api/sections/{id}/videos/order { ids } – the owner reorders a section's videos
export const PUT = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const { ids } = await readJson(req, reorderSchema);
  return { videos: await reorderLessons(params.id, user.id, ids) };
});
