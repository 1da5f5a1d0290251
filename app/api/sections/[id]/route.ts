import { sectionUpdateSchema } from "@/lib/validation/courses";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { deleteSection } from "@/server/courses/sections/delete-section";
import { updateSection } from "@/server/courses/sections/update-section";

type Params = { id: string };

// PUT /api/sections/{id} – the owner renames a section
export const PUT = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const { title } = await readJson(req, sectionUpdateSchema);
  return { message: "Section updated", section: await updateSection(params.id, user.id, title) };
});

// DELETE /api/sections/{id} – the owner deletes a section and its videos
export const DELETE = route<Params, "tutor">({ auth: "tutor" }, async ({ params, user }) => {
  await deleteSection(params.id, user.id);
  return { message: "Section deleted" };
});
