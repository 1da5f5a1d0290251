import Link from "next/link";
import { formatPrice } from "@/lib/payments/money";
import type { SavedCourseDto } from "@/server/courses/saved-courses";

/** The student's wishlist: courses saved from a course page, newest first. */
export function SavedCourses({ saved }: { saved: SavedCourseDto[] }) {
  return (
    <section className="mt-12" data-testid="saved-courses">
      <h2 className="text-2xl font-bold">Saved courses</h2>
      {saved.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Nothing saved yet. Tap <strong>Save</strong> on a course to keep it here for later.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {saved.map(({ course }) => (
            <li key={course.id} data-testid="saved-course">
              <Link
                href={`/courses/${encodeURIComponent(course.id)}`}
                prefetch={false}
                className="flex items-center justify-between gap-3 px-4 py-3 text-sm hover:bg-slate-50 dark:hover:bg-slate-800/50"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">{course.title}</span>
                  <span className="block text-slate-500 dark:text-slate-400">
                    {course.category} · {course.instructor}
                  </span>
                </span>
                <span className="shrink-0 font-bold">{formatPrice(course.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
