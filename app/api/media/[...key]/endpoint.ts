import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const GET = endpoint({
  method: "GET",
  path: "/api/media/{key}",
  auth: "none",
  tag: "Media",
  summary: "A public image in storage (profile pictures, course thumbnails, question images)",
  description:
    "The key is the rest of the path, slashes included (avatars/…, thumbnails/…, bank/…). Keys are random and never reused, so a copy may be cached for a year.",
  params: z.object({ key: z.array(z.string()).describe("The storage key, slashes included") }),
  responses: { 200: { description: "The image", mediaType: "image/*" } },
  errors: ["not_found"],
});
