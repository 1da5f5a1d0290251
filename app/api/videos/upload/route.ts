import { MAX_VIDEO_BYTES, videoMessages } from "@/lib/media/video-signature";
import { spoolSingleFile } from "@/server/http/multipart";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { assertTutorQuota, declaredBytes } from "@/server/storage/stored-objects";
import { storeVideo } from "@/server/storage/tutor-uploads";
import * as endpoints from "./endpoint";

// POST /api/videos/upload – multipart field "file" (MP4 or WebM, under 500 MB, within the tutor's quota), streamed to storage
export const POST = route(endpoints.POST, async ({ req, user }) => {
  await enforceRateLimits([{ limit: limits.uploadUser, subject: user.id }]);
  // Refused on the declared size, before any byte is read or stored.
  await assertTutorQuota(user.id, declaredBytes(req));
  const file = await spoolSingleFile(req, {
    field: "file",
    maxBytes: MAX_VIDEO_BYTES,
    tooLargeMessage: videoMessages.tooLarge,
    missingMessage: "Choose a video in the field named file",
  });
  return storeVideo(user.id, file);
});
