import { uploadOfflineSitting } from "@/server/exam/offline-upload";
import { json, route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/offline-packs/{id}/sitting – a paper sat offline comes back: checked, made a sitting and scored (201; the same upload again 200)
export const POST = route(endpoints.POST, async ({ body, params, user }) => {
  const { created, result } = await uploadOfflineSitting(user.id, params.id, body);
  return json({ result }, { status: created ? 201 : 200 });
});
