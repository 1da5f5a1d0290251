import { videoCreateSchema } from "@/lib/validation/courses";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { createLesson } from "@/server/courses/lessons/create-lesson";

// POST /api/videos – the owner adds a lesson (storage_key from POST /api/videos/upload)
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  const input = await readJson(req, videoCreateSchema);
  return json({ message: "Video created", video: await createLesson(user.id, input) }, { status: 201 });
});
