"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { api } from "@/app/api/client";
import { formatClock } from "@/lib/courses/durations";
import { STEP_LABELS } from "@/lib/media/ladder";
import { isSettled, renditionLabel, STEP_STATE_LABELS, type TranscodeStep } from "@/lib/studio/media-status";
import { fileSize } from "@/lib/studio/upload-progress";

// The lesson's transcoding, step by step, read from GET /api/videos/{id}/media every few
// seconds until it is ready or has failed; then the length the server measured and the
// renditions it made. The page's server part is read again once it settles.

export const MEDIA_POLL_MS = 2000;

export const mediaQueryKey = (lessonId: string) => ["studio", "lesson-media", lessonId] as const;

export function TranscodeProgress({ lessonId }: { lessonId: string }) {
  const router = useRouter();
  const media = useQuery({
    queryKey: mediaQueryKey(lessonId),
    queryFn: ({ signal }) => api("GET /api/videos/{id}/media", { params: { id: lessonId }, signal }),
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data.state) ? false : MEDIA_POLL_MS),
    staleTime: 0,
  });
  const state = media.data?.state;
  const settledBefore = useRef(state !== undefined && isSettled(state));
  useEffect(() => {
    if (!state || !isSettled(state) || settledBefore.current) return;
    settledBefore.current = true;
    router.refresh();
  }, [state, router]);

  if (!media.data) {
    return media.isError ? (
      <Alert tone="error">Could not read the video&apos;s progress. It will be tried again.</Alert>
    ) : (
      <p className="text-sm text-slate-600 dark:text-slate-400">Reading the video&apos;s progress…</p>
    );
  }
  const { steps, renditions, duration_seconds } = media.data;
  return (
    <div className="space-y-3" data-testid="transcode-progress" data-state={state}>
      {state === "processing" && (
        <p className="text-sm">
          Preparing the video for students: a data-lite copy for weak connections, and sharper ones.
        </p>
      )}
      {state === "failed" && (
        <Alert tone="error" testId="transcode-failed">
          This video could not be prepared. {steps.find((s) => s.error)?.error ?? ""} Upload the file again, or another
          one.
        </Alert>
      )}
      {state === "ready" && (
        <Alert tone="success" testId="transcode-ready">
          Ready for students{duration_seconds ? `: ${formatClock(duration_seconds)} long` : ""}.
        </Alert>
      )}
      <ol className="space-y-2" aria-label="Preparation steps">
        {steps.map((step) => (
          <StepRow key={step.step} step={step} />
        ))}
      </ol>
      {renditions.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Versions students can choose</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300" data-testid="renditions">
            {renditions.map((r) => (
              <li key={r.kind} className="flex flex-wrap justify-between gap-2">
                <span>{renditionLabel(r)}</span>
                <span className="text-slate-500 dark:text-slate-400">{fileSize(r.bytes)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function StepRow({ step }: { step: TranscodeStep }) {
  const percent = step.state === "done" ? 100 : Math.max(0, Math.min(100, Math.round(step.percent)));
  return (
    <li className="text-sm" data-testid="transcode-step" data-step={step.step} data-step-state={step.state}>
      <div className="flex justify-between gap-2">
        <span>{STEP_LABELS[step.step]}</span>
        <span
          className={
            step.state === "failed"
              ? "font-semibold text-red-700 dark:text-red-300"
              : "text-slate-600 dark:text-slate-400"
          }
        >
          {step.state === "running" ? `${percent}%` : STEP_STATE_LABELS[step.state]}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={STEP_LABELS[step.step]}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={`h-full ${step.state === "failed" ? "bg-red-500" : "bg-brand-600"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}
