import { route } from "@/server/http/route";
import { deleteLesson } from "@/server/courses/lessons/delete-lesson";
import { updateLesson } from "@/server/courses/lessons/update-lesson";
import * as endpoints from "./endpoint";

// PUT /api/videos/{id} – the owner edits a lesson
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => ({
  message: "Video updated",
  video: await updateLesson(params.id, user.id, body),
}));

// DELETE /api/videos/{id} – the owner deletes a lesson
export const DELETE = route(endpoints.DELETE, async ({ params, user }) => {
  await deleteLesson(params.id, user.id);
  return { message: "Video deleted" };
});
