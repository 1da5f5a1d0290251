import { imageMessages, MAX_IMAGE_BYTES } from "@/lib/media/image-signature";
import { readSingleFile } from "@/server/http/multipart";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { saveProfilePicture } from "@/server/accounts/profiles";
import * as endpoints from "./endpoint";

// POST /api/student-profile/upload-picture – multipart field "file"; stores a re-encoded copy
export const POST = route(endpoints.POST, async ({ req, user }) => {
  await enforceRateLimits([{ limit: limits.uploadUser, subject: user.id }]);
  const file = await readSingleFile(req, {
    field: "file",
    maxBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: imageMessages.tooLarge,
    missingMessage: "Choose an image to upload in the field named file",
  });
  return saveProfilePicture(user.id, file);
});
