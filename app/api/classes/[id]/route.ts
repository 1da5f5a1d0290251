import { updateClassSchema } from "@/lib/validation/schools";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { getClass } from "@/server/schools/get-class";
import { updateClass } from "@/server/schools/update-class";

// GET /api/classes/{id} – the teacher's class with its roster; another teacher's class is 404
export const GET = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ params, user }) => ({
  class: await getClass(user.id, params.id),
}));

// PATCH /api/classes/{id} – rename, archive ({ "archived": true }) or bring back the class
export const PATCH = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, updateClassSchema);
  return { class: await updateClass(user.id, params.id, input) };
});
