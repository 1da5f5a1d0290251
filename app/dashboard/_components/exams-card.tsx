import Link from "next/link";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import type { mySittings } from "@/server/exam/sitting-view";

type Sitting = Awaited<ReturnType<typeof mySittings>>[number];

/** The way to the mock exams: the sitting in progress to resume, else the latest score and the papers. */
export function ExamsCard({ sittings }: { sittings: Sitting[] }) {
  const open = sittings.find((s) => s.in_progress);
  const latest = sittings.find((s) => s.submitted_at !== null && s.total !== null);
  return (
    <section
      aria-labelledby="exams-card-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="exams-card"
    >
      <h2 id="exams-card-heading" className="text-lg font-bold">
        Mock Exams
      </h2>
      {open ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          You have <strong className="text-slate-900 dark:text-slate-100">{open.title}</strong> in progress.
        </p>
      ) : latest ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="exams-card-latest">
          Latest: {latest.title},{" "}
          <strong className="text-slate-900 dark:text-slate-100">
            {latest.total} / {latest.max}
          </strong>
          .
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Sit a full JAMB UTME, WAEC or NECO paper on the real clock, scored the way the exam scores it.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A document load, so the paper's page is kept for offline (open-sitting.ts). */}
        {open && (
          <a href={`/exams/sittings/${open.id}`} className={primaryButtonClass}>
            Resume
          </a>
        )}
        <Link href="/exams" className={open ? secondaryButtonClass : primaryButtonClass} data-testid="exams-link">
          {open || latest ? "All exams" : "See the papers"}
        </Link>
      </div>
    </section>
  );
}
