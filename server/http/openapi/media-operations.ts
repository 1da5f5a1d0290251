import type { Operation } from "./document";

// Lesson uploads and the media ladder (docs/media.md). The upload endpoint speaks tus 1.0.0:
// its requests carry tus headers and raw bytes, not JSON, and its refusals are a plain sentence.
export const mediaOperations: Operation[] = [
  {
    method: "post",
    path: "/api/uploads",
    summary:
      "Start a resumable upload of a lesson's file (tus 1.0.0 creation): headers Tus-Resumable: 1.0.0, Upload-Length (≤ 500 MB and within the tutor's quota) and Upload-Metadata with videoId (the tutor's own lesson, awaiting_upload, failed or ready), filename and filetype. The quota counts the full Upload-Length of every upload the tutor has open (not finished, cancelled or expired). Refusals answer 400, 404, 409, 413 (too large, or past the quota) or 429 (3 uploads already open) with a plain-text sentence",
    tag: "Media",
    auth: "tutor",
    success: { status: 201, description: "Location: /api/uploads/{id}, the upload's address" },
  },
  {
    method: "head",
    path: "/api/uploads/{id}",
    summary:
      "How much of the tutor's own upload the server has (tus): Upload-Offset and Upload-Length; another tutor's upload is 404",
    tag: "Media",
    auth: "tutor",
    success: { description: "Upload-Offset, Upload-Length" },
  },
  {
    method: "patch",
    path: "/api/uploads/{id}",
    summary:
      "Append bytes to the tutor's own upload from Upload-Offset (Content-Type: application/offset+octet-stream). The last bytes finish it: a file that is not a video, or a video longer, larger or thinner in bytes per second of its claimed length than the server's media limits allow, answers 415 with the reason and fails the lesson; a video becomes the lesson's source and its transcoding starts (media_state processing)",
    tag: "Media",
    auth: "tutor",
    success: { status: 204, description: "Upload-Offset after the bytes written" },
  },
  {
    method: "delete",
    path: "/api/uploads/{id}",
    summary: "Abandon the tutor's own unfinished upload (tus termination)",
    tag: "Media",
    auth: "tutor",
    success: { status: 204, description: "Gone" },
  },
  {
    method: "get",
    path: "/api/videos/{id}/media",
    summary:
      "Where a lesson's upload and transcoding stand, for its owner tutor (anyone else 404): each step in ladder order (probe, poster, audio, p240, p360, p480) with its state (waiting, running, done, skipped, failed), percent and plain error, and the renditions made with their measured sizes",
    tag: "Media",
    auth: "user",
    success: {
      description:
        "{ video_id, state: awaiting_upload|processing|ready|failed|null, duration_seconds|null, poster_url|null, steps: [{ step, state, percent, error }], renditions: [{ kind: audio|p240|p360|p480, bytes, bitrate_kbps, width, height }] }",
    },
  },
];
