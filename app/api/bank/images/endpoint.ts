import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const POST = endpoint({
  method: "POST",
  path: "/api/bank/images",
  auth: "tutor",
  tag: "Question bank",
  summary:
    "Upload a question or diagram image: PNG, JPEG, WebP or SVG (no script, handlers or outside references), under 1 MB",
  description: "413 payload_too_large: too large, or past the tutor's storage quota; 415: not an accepted image.",
  bodyType: {
    mediaType: "multipart/form-data",
    schema: z.object({ file: z.file().describe("The image") }),
  },
  responses: {
    201: z.object({
      message: z.string(),
      key: z.string().describe("The image_key a question or stimulus takes"),
      url: z.string(),
    }),
  },
  errors: ["bad_request", "payload_too_large", "unsupported_media_type"],
});
