import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { fileUpload } from "@/lib/api/file-upload";

export const POST = endpoint({
  method: "POST",
  path: "/api/videos/upload",
  auth: "tutor",
  tag: "Courses",
  summary: "Upload a lesson video (MP4 or WebM, under 500 MB)",
  bodyType: fileUpload("file", "The video, MP4 or WebM, within the tutor's storage quota"),
  responses: {
    200: z.object({
      success: z.literal(true),
      key: z.string().describe("The storage_key to create the lesson with (POST /api/videos)"),
      size: z.number().int(),
      content_type: z.enum(["video/mp4", "video/webm"]),
      fileName: z.string(),
    }),
  },
  errors: ["bad_request", "payload_too_large", "unsupported_media_type"],
});
