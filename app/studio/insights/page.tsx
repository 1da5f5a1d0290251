import type { Metadata } from "next";
import Link from "next/link";
import { formatNaira } from "@/lib/payments/money";
import { monthLabel } from "@/lib/studio/course-insights-math";
import { studioInsights } from "@/server/studio/insights-summary";
import { requireTutor } from "@/server/studio/require-tutor";
import { Bars, Figure } from "./_components/bars";

export const metadata: Metadata = { title: "Students & revenue" };

export default async function StudioInsightsPage() {
  const tutor = await requireTutor("/studio/insights");
  const insights = await studioInsights(tutor.id);
  const { totals } = insights;
  return (
    <div>
      <h1 className="text-2xl font-bold">Students &amp; revenue</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Counts and totals only: no student is named here.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="insights-totals">
        <Figure
          label="Enrolments"
          value={String(totals.enrollments)}
          hint={`${totals.last_30_days} in the last 30 days`}
        />
        <Figure
          label="Revenue"
          value={formatNaira(totals.gross)}
          hint={`${totals.payments} payment${totals.payments === 1 ? "" : "s"}`}
        />
        <Figure label="Courses" value={String(totals.courses)} />
      </dl>
      <section aria-labelledby="months-heading" className="mt-6">
        <h2 id="months-heading" className="mb-2 font-bold">
          Revenue per month
        </h2>
        <Bars
          testId="revenue-months"
          rows={insights.revenue_months.map((m) => ({
            key: m.month,
            label: monthLabel(m.month),
            value: m.gross,
            display: formatNaira(m.gross),
          }))}
        />
      </section>
      <section aria-labelledby="courses-heading" className="mt-6">
        <h2 id="courses-heading" className="mb-2 font-bold">
          Your courses
        </h2>
        {insights.courses.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            No courses yet. Create one in the Courses tab.
          </p>
        ) : (
          <ul className="grid gap-3">
            {insights.courses.map((course) => (
              <li key={course.id} data-testid="insights-course">
                <Link
                  href={`/studio/insights/${course.id}`}
                  className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-400 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="block font-semibold break-words">{course.title}</span>
                  <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                    {course.status} · {course.price === 0 ? "free" : formatNaira(course.price)} · {course.lessons}{" "}
                    lesson{course.lessons === 1 ? "" : "s"}
                  </span>
                  <span className="mt-2 grid grid-cols-3 gap-2 text-sm">
                    <span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">Enrolled</span>
                      <span className="font-semibold tabular-nums">{course.enrollments.total}</span>
                    </span>
                    <span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">Revenue</span>
                      <span className="font-semibold tabular-nums">{formatNaira(course.revenue.gross)}</span>
                    </span>
                    <span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">Avg. done</span>
                      <span className="font-semibold tabular-nums">{course.progress.average_percent} %</span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
