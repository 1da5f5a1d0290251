import { Readable } from "node:stream";
import { parseRange } from "@/lib/media/http-range";
import { AppError } from "@/server/errors";
import { route } from "@/server/http/route";
import { getStorage } from "@/server/integrations/storage";
import { checkSignature } from "@/server/integrations/storage/signed-url";
import { isSafeKey } from "@/server/integrations/storage/types";
import * as endpoints from "./endpoint";

// GET /api/stream/{key}?exp=&sig= – a signed, short-lived link to a private file (lesson
// videos), served with HTTP Range so players can seek: 206 for a range, 416 past the end.
export const GET = route(endpoints.GET, async ({ req, params, query }) => {
  const key = params.key.join("/");
  if (!isSafeKey(key)) throw new AppError("not_found", "File not found");
  const check = checkSignature(key, query.exp ?? null, query.sig ?? null);
  if (check === "expired")
    throw new AppError("forbidden", "This video link has expired. Reload the lesson to get a new one.");
  if (check === "invalid") throw new AppError("forbidden", "This video link is not valid");

  const storage = getStorage();
  const meta = await storage.head(key);
  if (!meta) throw new AppError("not_found", "File not found");
  const range = parseRange(req.headers.get("range"), meta.size);
  const common = {
    "accept-ranges": "bytes",
    "content-type": meta.contentType,
    "x-content-type-options": "nosniff",
    "cache-control": "private, max-age=3600",
  };
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...common, "content-range": `bytes */${meta.size}` } });
  }
  const object = await storage.get(key, range ?? undefined);
  if (!object) throw new AppError("not_found", "File not found");
  const body = Readable.toWeb(object.body) as ReadableStream;
  if (!range) return new Response(body, { status: 200, headers: { ...common, "content-length": String(object.size) } });
  return new Response(body, {
    status: 206,
    headers: {
      ...common,
      "content-length": String(range.end - range.start + 1),
      "content-range": `bytes ${range.start}-${range.end}/${meta.size}`,
    },
  });
});
