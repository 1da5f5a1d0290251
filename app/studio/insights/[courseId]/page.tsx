import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { formatNaira } from "@/lib/payments/money";
import { bucketLabel, monthLabel } from "@/lib/studio/course-insights-math";
import { orNullWhenNotFound } from "@/server/errors";
import { courseInsights } from "@/server/studio/course-insights";
import { requireTutor } from "@/server/studio/require-tutor";
import { Bars, Figure } from "../_components/bars";

export const metadata: Metadata = { title: "Course insights" };

export default async function CourseInsightsPage({ params }: { params: Promise<{ courseId: string }> }) {
  const { courseId } = await params;
  const tutor = await requireTutor(`/studio/insights/${courseId}`);
  const insights = await orNullWhenNotFound(courseInsights(tutor.id, courseId));
  if (!insights) return <NotFoundView />;
  const { course, enrollments, revenue, progress, quizzes } = insights;
  return (
    <div>
      <Link href="/studio/insights" className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        ← All courses
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words">{course.title}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {course.status} · {course.price === 0 ? "free" : formatNaira(course.price)} · {course.lessons} lesson
        {course.lessons === 1 ? "" : "s"}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="course-figures">
        <Figure
          label="Enrolled"
          value={String(enrollments.total)}
          hint={`${enrollments.last_30_days} in the last 30 days`}
        />
        <Figure label="Paid · free" value={`${enrollments.paid} · ${enrollments.free}`} />
        <Figure
          label="Revenue"
          value={formatNaira(revenue.gross)}
          hint={`${revenue.payments} payment${revenue.payments === 1 ? "" : "s"}`}
        />
        <Figure
          label="Average done"
          value={`${progress.average_percent} %`}
          hint={`${progress.started} started · ${progress.completed} finished`}
        />
      </dl>

      <section aria-labelledby="revenue-heading" className="mt-6">
        <h2 id="revenue-heading" className="mb-2 font-bold">
          Revenue per month
        </h2>
        <Bars
          rows={revenue.months.map((m) => ({
            key: m.month,
            label: monthLabel(m.month),
            value: m.gross,
            display: formatNaira(m.gross),
          }))}
        />
      </section>

      <section aria-labelledby="completion-heading" className="mt-6">
        <h2 id="completion-heading" className="mb-2 font-bold">
          How far enrolled students got
        </h2>
        <Bars
          testId="completion-distribution"
          max={progress.enrolled}
          rows={progress.distribution.map((d) => ({
            key: d.bucket,
            label: `${bucketLabel[d.bucket]} done`,
            value: d.students,
            display: String(d.students),
          }))}
        />
      </section>

      <section aria-labelledby="lessons-heading" className="mt-6">
        <h2 id="lessons-heading" className="font-bold">
          Lesson by lesson
        </h2>
        <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
          Share of enrolled students who completed each lesson, in course order.
        </p>
        {progress.lessons.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">This course has no lessons yet.</p>
        ) : (
          <Bars
            testId="lesson-dropoff"
            stacked
            max={100}
            rows={progress.lessons.map((l) => ({
              key: l.id,
              label: `${l.number}. ${l.title}`,
              value: l.completed_percent,
              display: `${l.completed_percent} %`,
            }))}
          />
        )}
      </section>

      <section aria-labelledby="quiz-heading" className="mt-6">
        <h2 id="quiz-heading" className="mb-2 font-bold">
          Quizzes
        </h2>
        {quizzes === null ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">This course has no quizzes.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="quiz-figures">
            <Figure label="Average score" value={quizzes.average_score === null ? "–" : `${quizzes.average_score} %`} />
            <Figure
              label="Passed"
              value={`${quizzes.pass_percent} %`}
              hint={`of ${quizzes.attempts} attempt${quizzes.attempts === 1 ? "" : "s"}`}
            />
            <Figure
              label="Students"
              value={String(quizzes.students)}
              hint={`${quizzes.quizzes} quiz${quizzes.quizzes === 1 ? "" : "zes"}`}
            />
          </dl>
        )}
      </section>
    </div>
  );
}
