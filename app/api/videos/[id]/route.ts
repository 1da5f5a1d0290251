import { videoUpdateSchema } from "@/lib/validation/courses";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { deleteLesson } from "@/server/courses/lessons/delete-lesson";
import { updateLesson } from "@/server/courses/lessons/update-lesson";

type Params = { id: string };

// PUT /api/videos/{id} – the owner edits a lesson
export const PUT = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, videoUpdateSchema);
  return { message: "Video updated", video: await updateLesson(params.id, user.id, input) };
});

// DELETE /api/videos/{id} – the owner deletes a lesson
export const DELETE = route<Params, "tutor">({ auth: "tutor" }, async ({ params, user }) => {
  await deleteLesson(params.id, user.id);
  return { message: "Video deleted" };
});
