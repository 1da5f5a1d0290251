import { videoUpdateSchema } from "@/lib/validation/courses";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { deleteVideo, updateVideo } from "@/server/courses/curriculum";

type Params = { id: string };

// PUT /api/videos/{id} – the owner edits a lesson
export const PUT = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, videoUpdateSchema);
  return { message: "Video updated", video: await updateVideo(params.id, user.id, input) };
});

// DELETE /api/videos/{id} – the owner deletes a lesson
export const DELETE = route<Params, "tutor">({ auth: "tutor" }, async ({ params, user }) => {
  await deleteVideo(params.id, user.id);
  return { message: "Video deleted" };
});
