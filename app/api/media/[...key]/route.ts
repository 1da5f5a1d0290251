import { Readable } from "node:stream";
import { notFound } from "@/server/errors";
import { route } from "@/server/http/route";
import { getStorage } from "@/server/integrations/storage";
import { isSafeKey } from "@/server/integrations/storage/types";
import * as endpoints from "./endpoint";

// GET /api/media/{key} – public images in storage (profile pictures, course thumbnails, question images). Keys are random and
// never reused, so a copy may be cached for a year; nosniff keeps browsers to the image type.
const PUBLIC_PREFIXES = ["avatars/", "thumbnails/", "bank/"];

export const GET = route(endpoints.GET, async ({ params }) => {
  const key = params.key.join("/");
  if (!isSafeKey(key) || !PUBLIC_PREFIXES.some((p) => key.startsWith(p))) throw notFound("File");
  const object = await getStorage().get(key);
  if (!object || !object.contentType.startsWith("image/")) throw notFound("File");
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "content-type": object.contentType,
      "content-length": String(object.contentLength),
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
