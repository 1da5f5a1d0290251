"use client";

import { formatDataSize } from "@/lib/media/data-cost";
import type { DownloadMeta, StorageUse } from "@/lib/media/offline-lessons";
import { RENDITION_LABELS } from "@/lib/media/renditions";

// Every lesson kept on this phone, with its size, the space they take together (and what the
// browser says the site uses of the phone), and a delete button each.

export function DownloadsPanel({
  downloads,
  usage,
  onOpen,
  onDelete,
}: {
  downloads: DownloadMeta[];
  usage: StorageUse;
  onOpen: (download: DownloadMeta) => void;
  onDelete: (download: DownloadMeta) => void;
}) {
  const total = downloads.reduce((sum, d) => sum + d.bytes, 0);
  return (
    <section
      aria-labelledby="downloads-title"
      className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800"
      data-testid="downloads"
    >
      <h2 id="downloads-title" className="font-semibold">
        Downloads
      </h2>
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="downloads-space">
        {downloads.length === 0
          ? "No lessons on this phone yet."
          : `${downloads.length} ${downloads.length === 1 ? "lesson" : "lessons"} · ${formatDataSize(total)} used`}
        {usage && usage.quota > 0 && ` · ${formatDataSize(Math.max(0, usage.quota - usage.used))} free for this site`}
      </p>
      {downloads.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {downloads.map((d) => (
            <li key={`${d.lessonId}-${d.kind}`} className="flex items-center gap-2 py-1.5" data-testid="download-item">
              <button type="button" className="min-h-11 min-w-0 flex-1 text-left" onClick={() => onOpen(d)}>
                <span className="block truncate font-medium">{d.lessonTitle}</span>
                <span className="block truncate text-xs text-slate-500">
                  {d.courseTitle} · {RENDITION_LABELS[d.kind]} · {formatDataSize(d.bytes)}
                </span>
              </button>
              <button
                type="button"
                aria-label={`Delete ${d.lessonTitle}`}
                className="min-h-11 shrink-0 rounded-lg border border-slate-300 px-3 text-xs font-semibold dark:border-slate-700"
                onClick={() => onDelete(d)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
