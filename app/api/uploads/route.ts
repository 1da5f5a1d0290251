import { handleLessonUpload } from "@/server/http/lesson-uploads";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";

// POST /api/uploads – a tutor starts a resumable lesson upload (tus 1.0.0 creation: Upload-Length, Upload-Metadata videoId, filename, filetype)
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  await enforceRateLimits([{ limit: limits.uploadUser, subject: user.id }]);
  return handleLessonUpload(req, user);
});

// OPTIONS /api/uploads – the server's tus version, extensions and limits, for anyone
export const OPTIONS = route(({ req }) => handleLessonUpload(req, null));
