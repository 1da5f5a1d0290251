import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

const ranged = { "Accept-Ranges": "bytes", "Content-Length": "Bytes in this answer" };

export const GET = endpoint({
  method: "GET",
  path: "/api/stream/{key}",
  auth: "none",
  tag: "Media",
  summary: "A private file (a lesson's video) by a signed, short-lived link, with HTTP Range so players can seek",
  description:
    "The key is the rest of the path, slashes included. exp and sig come from the lesson's stream answer; an expired or altered link is 403. A range past the end answers 416 with Content-Range: bytes */size.",
  params: z.object({ key: z.array(z.string()).describe("The storage key, slashes included") }),
  query: z.object({
    exp: z.string().optional().describe("Expiry, Unix seconds"),
    sig: z.string().optional().describe("The link's signature"),
  }),
  headers: { Range: { description: "bytes=start-end" } },
  responses: {
    200: { description: "The whole file", mediaType: "application/octet-stream", headers: ranged },
    206: {
      description: "The range asked for",
      mediaType: "application/octet-stream",
      headers: { ...ranged, "Content-Range": "bytes start-end/size" },
    },
    416: { description: "The range starts past the end", headers: { "Content-Range": "bytes */size" } },
  },
  errors: ["not_found", "forbidden"],
});
