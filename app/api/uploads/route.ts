import { handleLessonUpload } from "@/server/http/lesson-uploads";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import * as endpoints from "./endpoint";

// POST /api/uploads – a tutor starts a resumable lesson upload (tus 1.0.0 creation: Upload-Length, Upload-Metadata videoId, filename, filetype)
export const POST = route(endpoints.POST, async ({ req, user }) => {
  await enforceRateLimits([{ limit: limits.uploadUser, subject: user.id }]);
  return handleLessonUpload(req, user);
});

// OPTIONS /api/uploads – the server's tus version, extensions and limits, for anyone
export const OPTIONS = route(endpoints.OPTIONS, ({ req }) => handleLessonUpload(req, null));
