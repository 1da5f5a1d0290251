import { route } from "@/server/http/route";
import { createLesson } from "@/server/courses/lessons/create-lesson";
import * as endpoints from "./endpoint";

// POST /api/videos – the owner adds a lesson (storage_key from POST /api/videos/upload)
export const POST = route(endpoints.POST, async ({ body, user }) => ({
  message: "Video created",
  video: await createLesson(user.id, body),
}));
