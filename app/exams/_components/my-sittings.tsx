import Link from "next/link";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import type { mySittings } from "@/server/exam/sitting-view";
import { lagosDateTime, modeLabel } from "./exam-names";

export type SittingSummary = Awaited<ReturnType<typeof mySittings>>[number];

/** How many finished sittings the exams page lists. */
export const LATEST_RESULTS = 5;

/**
 * A signed-in student's own part of the exams page: the sittings still open (to resume) and the
 * latest results. A sitting left open past its time is listed with the results: its result page
 * finishes it.
 */
export function MySittings({ sittings }: { sittings: SittingSummary[] }) {
  const open = sittings.filter((s) => s.in_progress);
  const finished = sittings.filter((s) => !s.in_progress).slice(0, LATEST_RESULTS);
  if (open.length === 0 && finished.length === 0) return null;
  return (
    <section aria-labelledby="my-sittings-heading" className="mt-8 space-y-6" data-testid="my-sittings">
      <h2 id="my-sittings-heading" className="sr-only">
        Your sittings
      </h2>
      {open.length > 0 && (
        <div
          className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-900 dark:bg-amber-950/40"
          data-testid="sittings-in-progress"
        >
          <h3 className="text-lg font-bold">In progress</h3>
          <ul className="mt-3 space-y-3">
            {open.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-3"
                data-testid="sitting-in-progress"
                data-sitting-id={s.id}
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words">{s.title}</p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {modeLabel[s.mode]} · {s.subjects.join(", ")}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    Started {lagosDateTime.format(new Date(s.started_at))}
                  </p>
                </div>
                {/* A document load, so the paper's page is kept for offline (open-sitting.ts). */}
                <a href={`/exams/sittings/${s.id}`} className={primaryButtonClass}>
                  Resume<span className="sr-only"> {s.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {finished.length > 0 && (
        <div
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          data-testid="latest-results"
        >
          <h3 className="text-lg font-bold">Your latest results</h3>
          <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
            {finished.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="latest-result"
                data-sitting-id={s.id}
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words">{s.title}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {modeLabel[s.mode]} · {lagosDateTime.format(new Date(s.submitted_at ?? s.started_at))}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  {s.total !== null ? (
                    <p className="text-lg font-bold whitespace-nowrap" data-testid="latest-result-score">
                      {s.total}{" "}
                      <span className="text-sm font-medium text-slate-500 dark:text-slate-400">/ {s.max}</span>
                    </p>
                  ) : (
                    <p className="text-sm text-slate-600 dark:text-slate-400">Time ran out</p>
                  )}
                  <Link href={`/exams/sittings/${s.id}/result`} prefetch={false} className={secondaryButtonClass}>
                    Result<span className="sr-only"> of {s.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
