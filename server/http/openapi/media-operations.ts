import type { Operation } from "./document";

// Lesson uploads and the media ladder (docs/media.md). The upload endpoint speaks tus 1.0.0:
// its requests carry tus headers and raw bytes, not JSON, and its refusals are a plain sentence.
export const mediaOperations: Operation[] = [
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
