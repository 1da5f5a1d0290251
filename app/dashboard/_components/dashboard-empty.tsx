import Link from "next/link";

/** A brand-new student (no enrolment, no activity) sees where to start instead of empty panels. */
export function DashboardEmpty({ firstName }: { firstName: string }) {
  return (
    <section
      data-testid="dashboard-empty"
      aria-labelledby="dashboard-empty-heading"
      className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <p aria-hidden="true" className="text-4xl">
        🚀
      </p>
      <h2 id="dashboard-empty-heading" className="mt-3 text-xl font-bold">
        Welcome on board, {firstName}!
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-slate-600 dark:text-slate-400">
        Your dashboard go fill up as you learn. Enrol in a course for your WAEC, JAMB or NECO subjects, or warm up with a free practice quiz. No enrolment needed for
        the quiz library.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/courses" className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
          Browse Courses
        </Link>
        <Link
          href="/quizzes"
          className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Try a Quiz
        </Link>
      </div>
    </section>
  );
}
