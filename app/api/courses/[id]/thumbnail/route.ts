import { imageMessages, MAX_IMAGE_BYTES } from "@/lib/media/image-signature";
import { readSingleFile } from "@/server/http/multipart";
import { route } from "@/server/http/route";
import { assertCourseOwner } from "@/server/courses/course-owner";
import { setCourseThumbnail } from "@/server/courses/set-course-thumbnail";
import { assertTutorQuota, declaredBytes } from "@/server/storage/stored-objects";
import { storeThumbnail } from "@/server/storage/tutor-uploads";
import * as endpoints from "./endpoint";

// POST /api/courses/{id}/thumbnail – multipart field "file": the owner sets the course image
export const POST = route(endpoints.POST, async ({ req, params, user }) => {
  await assertCourseOwner(params.id, user.id);
  await assertTutorQuota(user.id, declaredBytes(req));
  const file = await readSingleFile(req, {
    field: "file",
    maxBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: imageMessages.tooLarge,
    missingMessage: "Choose an image in the field named file",
  });
  const key = await storeThumbnail(params.id, user.id, file);
  return { message: "Thumbnail updated", course: await setCourseThumbnail(params.id, user.id, key) };
});
