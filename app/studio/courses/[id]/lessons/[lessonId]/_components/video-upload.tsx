"use client";

import { Alert } from "@/components/ui/alert";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { megabytesOf, percentOf } from "@/lib/studio/upload-progress";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { useResumableUpload, type UploadState } from "./use-resumable-upload";

// Choosing the lesson's video and watching it go up: percent and MB, a pause/resume button,
// and plain words for a dropped connection (it carries on by itself) or a refusal.

const VIDEO_TYPES = "video/mp4,video/webm,video/quicktime,video/*";

const phaseNote: Record<"uploading" | "paused" | "reconnecting" | "offline", string> = {
  uploading: "Uploading…",
  paused: "Paused. Resume when you are ready; nothing sent so far is lost.",
  reconnecting: "Connection dropped. Reconnecting and carrying on from where it stopped…",
  offline: "You seem to be offline. The upload carries on by itself when the connection is back.",
};

export function VideoUpload({ lessonId, onUploaded }: { lessonId: string; onUploaded: () => void }) {
  const hydrated = useHydrated();
  const { state, unfinished, start, pause, resume } = useResumableUpload(lessonId, onUploaded);
  const busy = "sent" in state;

  return (
    <div className="space-y-3" data-testid="video-upload">
      {unfinished && !busy && state.phase !== "done" && (
        <Alert tone="info" testId="upload-unfinished">
          An upload of {unfinished.fileName} stopped part-way. Choose the same file to carry on from where it stopped.
        </Alert>
      )}
      {!busy && state.phase !== "done" && (
        <div>
          <label className={`${primaryButtonClass} cursor-pointer focus-within:ring-2 focus-within:ring-brand-500`}>
            Choose video
            <input
              type="file"
              accept={VIDEO_TYPES}
              className="sr-only"
              disabled={!hydrated}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void start(file);
              }}
            />
          </label>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            MP4, WebM or MOV. It is sent in small pieces, so a weak connection only slows it down.
          </p>
        </div>
      )}
      {busy && <UploadProgress state={state} onPause={pause} onResume={resume} />}
      {state.phase === "refused" && (
        <Alert tone="error" testId="upload-refused">
          {state.message}
        </Alert>
      )}
      {state.phase === "done" && (
        <Alert tone="success" testId="upload-done">
          Uploaded. Your video is being prepared for students.
        </Alert>
      )}
    </div>
  );
}

function UploadProgress({
  state,
  onPause,
  onResume,
}: {
  state: Extract<UploadState, { sent: number }>;
  onPause: () => void;
  onResume: () => void;
}) {
  const percent = percentOf(state.sent, state.total);
  const paused = state.phase === "paused";
  return (
    <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="upload-progress">
      <p className="text-sm font-medium break-words">{state.fileName}</p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${megabytesOf(state.sent, state.total)}`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={`h-full ${paused ? "bg-slate-400" : "bg-brand-600"} transition-[width]`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold" data-testid="upload-percent">
          {percent}%
        </span>
        <span className="text-slate-600 dark:text-slate-400" data-testid="upload-megabytes">
          {megabytesOf(state.sent, state.total)}
        </span>
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" role="status" data-testid="upload-note">
        {phaseNote[state.phase]}
      </p>
      <button
        type="button"
        className={`${secondaryButtonClass} mt-3`}
        onClick={paused || state.phase === "offline" ? onResume : onPause}
      >
        {paused ? "Resume upload" : state.phase === "offline" ? "Try again now" : "Pause upload"}
      </button>
    </div>
  );
}
