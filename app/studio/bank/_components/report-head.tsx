import type { ReactNode } from "react";

/** A student's reason for a report, as the studio names it. */
export const reasonLabel: Record<string, string> = {
  wrong_key: "Wrong key",
  typo: "Typo",
  unclear: "Unclear",
  other: "Other",
};

/** A report's reason and the Lagos day it was made, then whatever the page adds (its state). */
export function ReportHead({
  reason,
  createdAt,
  children,
}: {
  reason: string;
  createdAt: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-200">
        {reasonLabel[reason] ?? reason}
      </span>
      <time dateTime={createdAt} className="text-slate-600 dark:text-slate-400">
        {new Date(createdAt).toLocaleDateString("en-GB", {
          day: "numeric",
          month: "short",
          year: "numeric",
          timeZone: "Africa/Lagos",
        })}
      </time>
      {children}
    </div>
  );
}
