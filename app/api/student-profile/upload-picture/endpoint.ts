import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const POST = endpoint({
  method: "POST",
  path: "/api/student-profile/upload-picture",
  auth: "student",
  tag: "Profile",
  summary: "Upload a profile picture (under 5 MB)",
  description: "Stored re-encoded as a square WebP; a file that is not an image is 415.",
  bodyType: {
    mediaType: "multipart/form-data",
    schema: z.object({ file: z.string().meta({ format: "binary" }).describe("The image") }),
  },
  responses: {
    200: z.object({
      success: z.literal(true),
      url: z.string().describe("A site-relative /api/media URL"),
      fileName: z.string(),
      fileSize: z.number().int().describe("Bytes stored"),
      key: z.string(),
    }),
  },
  errors: ["bad_request", "payload_too_large", "unsupported_media_type"],
});
