import { videoCreateSchema } from "@/lib/validation/courses";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { createVideo } from "@/server/courses/curriculum";

// POST /api/videos – the owner adds a lesson (storage_key from POST /api/videos/upload)
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  const input = await readJson(req, videoCreateSchema);
  return json({ message: "Video created", video: await createVideo(user.id, input) }, { status: 201 });
});
