import { endpoint } from "@/lib/api/endpoint";
import { tusOptions, tusRefusal, tusResumable } from "@/lib/api/responses/tus";

const upload = { path: "/api/uploads/{id}", auth: "tutor", tag: "Media" } as const;

export const HEAD = endpoint({
  ...upload,
  method: "HEAD",
  summary: "How much of the tutor's own upload the server has (tus); another tutor's upload is 404",
  headers: tusResumable,
  responses: {
    200: {
      description: "The offset received",
      headers: { "Upload-Offset": "Bytes received", "Upload-Length": "Bytes in all" },
    },
    "4XX": tusRefusal,
  },
});

export const PATCH = endpoint({
  ...upload,
  method: "PATCH",
  summary: "Append bytes to the tutor's own upload from Upload-Offset (tus)",
  description:
    "The last bytes finish it: a file that is not a video, or a video longer, larger or thinner in bytes per second of its claimed length than the server's media limits allow, answers 415 with the reason and fails the lesson; a video becomes the lesson's source and its transcoding starts (media_state processing).",
  headers: { ...tusResumable, "Upload-Offset": { description: "Where these bytes start", required: true } },
  bodyType: { mediaType: "application/offset+octet-stream", description: "The file's next bytes" },
  responses: {
    204: { description: "Written", headers: { "Upload-Offset": "Bytes received after these" } },
    "4XX": tusRefusal,
  },
});

export const DELETE = endpoint({
  ...upload,
  method: "DELETE",
  summary: "Abandon the tutor's own unfinished upload (tus termination)",
  headers: tusResumable,
  responses: { 204: { description: "Gone" }, "4XX": tusRefusal },
});

export const OPTIONS = endpoint({
  method: "OPTIONS",
  path: "/api/uploads/{id}",
  auth: "none",
  tag: "Media",
  summary: "The server's tus version, extensions and size limit",
  responses: { 204: tusOptions },
});
