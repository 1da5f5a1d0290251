import Link from "next/link";
import { RocketIcon } from "@/components/ui/icons";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";

/** A brand-new student (no enrolment, no activity) sees where to start instead of empty panels. */
export function DashboardEmpty({ firstName }: { firstName: string }) {
  return (
    <section
      data-testid="dashboard-empty"
      aria-labelledby="dashboard-empty-heading"
      className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <RocketIcon className="mx-auto h-10 w-10 text-brand-600" />
      <h2 id="dashboard-empty-heading" className="mt-3 text-xl font-bold">
        Welcome on board, {firstName}!
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-slate-600 dark:text-slate-400">
        Your dashboard go fill up as you learn. Enrol in a course for your WAEC, JAMB or NECO subjects, or warm up with
        a free practice quiz. No enrolment needed for the quiz library.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/courses" className={primaryButtonClass}>
          Browse Courses
        </Link>
        <Link href="/quizzes" className={secondaryButtonClass}>
          Try a Quiz
        </Link>
      </div>
    </section>
  );
}
