"use client";

import { describeCost, formatDataSize } from "@/lib/media/data-cost";
import type { DownloadMeta, DownloadProgress } from "@/lib/media/offline-lessons";
import { RENDITION_LABELS, type LessonRendition } from "@/lib/media/renditions";
import type { DataPlan } from "./lesson-data-bar";

// "Download for offline" for the lesson on screen: its size and cost first, then its progress,
// then the copy kept with a way to delete it.

export function DownloadButton({
  rendition,
  plan,
  saved,
  progress,
  failed,
  onDownload,
  onCancel,
  onDelete,
}: {
  rendition: LessonRendition;
  plan: DataPlan;
  saved: DownloadMeta | undefined;
  progress: DownloadProgress | undefined;
  failed: boolean;
  onDownload: () => void;
  onCancel: () => void;
  onDelete: (download: DownloadMeta) => void;
}) {
  const buttonClass =
    "min-h-11 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold dark:border-slate-700";
  if (saved) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="download-state" data-state="saved">
        <span>
          On this phone: {RENDITION_LABELS[saved.kind]}, {formatDataSize(saved.bytes)}
        </span>
        <button type="button" className={buttonClass} onClick={() => onDelete(saved)}>
          Delete download
        </button>
      </div>
    );
  }
  if (progress) {
    const percent = progress.total > 0 ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : null;
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="download-state" data-state="downloading">
        <div className="min-w-40 flex-1">
          <p>
            Downloading… {formatDataSize(progress.received)}
            {percent !== null && ` (${percent}%)`}
          </p>
          <progress
            className="h-2 w-full accent-brand-600"
            max={100}
            value={percent ?? undefined}
            aria-label="Download progress"
          />
        </div>
        <button type="button" className={buttonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
    );
  }
  const size = rendition.bytes === null ? "" : ` · ${formatDataSize(rendition.bytes)}`;
  const cost = describeCost(rendition.bytes, plan.tariffs, plan.network);
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      data-testid="download-state"
      data-state={failed ? "failed" : "none"}
    >
      <button type="button" className={buttonClass} onClick={onDownload}>
        Download for offline{size}
      </button>
      {cost && <span className="text-xs text-slate-600 dark:text-slate-400">{cost}</span>}
      {failed && (
        <p role="alert" className="w-full text-red-700 dark:text-red-400">
          The download stopped. Check your connection and try again.
        </p>
      )}
    </div>
  );
}
