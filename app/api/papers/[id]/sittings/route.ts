import { startSittingSchema } from "@/lib/validation/sittings";
import { startSitting } from "@/server/exam/start-sitting";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// POST /api/papers/{id}/sittings – start a sitting (201), or resume the open one (200)
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  const input = await readJson(req, startSittingSchema);
  const { created, sitting } = await startSitting(user.id, params.id, input);
  return json({ sitting }, { status: created ? 201 : 200 });
});
