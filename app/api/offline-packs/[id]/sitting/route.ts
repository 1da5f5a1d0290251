import { uploadOfflineSittingSchema } from "@/lib/validation/offline-packs";
import { uploadOfflineSitting } from "@/server/exam/offline-upload";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// POST /api/offline-packs/{id}/sitting – a paper sat offline comes back: checked, made a sitting and scored (201; the same upload again 200)
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  const input = await readJson(req, uploadOfflineSittingSchema);
  const { created, result } = await uploadOfflineSitting(user.id, params.id, input);
  return json({ result }, { status: created ? 201 : 200 });
});
