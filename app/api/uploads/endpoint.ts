import { endpoint } from "@/lib/api/endpoint";
import { tusOptions, tusRefusal, tusResumable } from "@/lib/api/responses/tus";

export const POST = endpoint({
  method: "POST",
  path: "/api/uploads",
  auth: "tutor",
  tag: "Media",
  summary: "Start a resumable upload of a lesson's file (tus 1.0.0 creation)",
  description:
    "Upload-Length at most 500 MB and within the tutor's quota (the full Upload-Length of every upload the tutor has open counts); Upload-Metadata with videoId (the tutor's own lesson, awaiting_upload, failed or ready), filename and filetype. Refusals answer 400, 404, 409, 413 (too large, or past the quota) or 429 (3 uploads already open) with a plain-text sentence.",
  headers: {
    ...tusResumable,
    "Upload-Length": { description: "The file's size in bytes", required: true },
    "Upload-Metadata": { description: "videoId, filename and filetype, each base64", required: true },
  },
  responses: {
    201: { description: "Created", headers: { Location: "/api/uploads/{id}, the upload's address" } },
    "4XX": tusRefusal,
  },
});

export const OPTIONS = endpoint({
  method: "OPTIONS",
  path: "/api/uploads",
  auth: "none",
  tag: "Media",
  summary: "The server's tus version, extensions and size limit",
  responses: { 204: tusOptions },
});
