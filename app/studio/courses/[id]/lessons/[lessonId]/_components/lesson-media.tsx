"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LessonMediaState } from "@/lib/studio/outline";
import { mediaQueryKey, TranscodeProgress } from "./transcode-progress";
import { VideoUpload } from "./video-upload";

// The lesson's video: the upload while it has none (or its last one failed), then the
// transcoding's progress once the server has the file.

type Props = { lessonId: string; mediaState: LessonMediaState | null; hasVideo: boolean };

export function LessonMedia({ lessonId, mediaState, hasVideo }: Props) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState(0);
  const inPipeline = uploads > 0 || mediaState === "processing" || mediaState === "ready" || mediaState === "failed";
  const mayUpload =
    uploads === 0 &&
    (mediaState === "awaiting_upload" || mediaState === "failed" || (mediaState === null && !hasVideo));

  function uploaded() {
    queryClient.removeQueries({ queryKey: mediaQueryKey(lessonId) });
    setUploads((n) => n + 1);
  }

  return (
    <section
      aria-labelledby="video-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="video-heading" className="text-lg font-bold">
        Video
      </h2>
      {mediaState === null && hasVideo && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This lesson plays a video that was added by its address.
        </p>
      )}
      {inPipeline && <TranscodeProgress key={uploads} lessonId={lessonId} />}
      {mayUpload && <VideoUpload lessonId={lessonId} onUploaded={uploaded} />}
    </section>
  );
}
