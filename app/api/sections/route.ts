import { sectionCreateSchema } from "@/lib/validation/courses";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { createSection } from "@/server/courses/sections/create-section";

// POST /api/sections – the owner adds a section to a course
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  const input = await readJson(req, sectionCreateSchema);
  return json({ message: "Section created", section: await createSection(user.id, input) }, { status: 201 });
});
