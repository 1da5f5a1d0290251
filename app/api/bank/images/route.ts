import { BANK_IMAGE_MAX_BYTES, bankImageMessages, storeBankImage } from "@/server/bank/images";
import { readSingleFile } from "@/server/http/multipart";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { assertTutorQuota, declaredBytes } from "@/server/storage/stored-objects";
import * as endpoints from "./endpoint";

// POST /api/bank/images – multipart field "file": a PNG, JPEG, WebP or safe SVG under 1 MB → { key, url }
export const POST = route(endpoints.POST, async ({ req, user }) => {
  await enforceRateLimits([{ limit: limits.bankImageUser, subject: user.id }]);
  await assertTutorQuota(user.id, declaredBytes(req));
  const file = await readSingleFile(req, {
    field: "file",
    maxBytes: BANK_IMAGE_MAX_BYTES,
    tooLargeMessage: bankImageMessages.tooLarge,
    missingMessage: bankImageMessages.missing,
  });
  return { message: "Image uploaded", ...(await storeBankImage(user.id, file)) };
});
