import { reorderSchema } from "@/lib/validation/courses";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { reorderSections } from "@/server/courses/sections/reorder-sections";

// PUT /api/courses/{id}/sections/order { ids } – the owner reorders the sections
export const PUT = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const { ids } = await readJson(req, reorderSchema);
  return { sections: await reorderSections(params.id, user.id, ids) };
});
