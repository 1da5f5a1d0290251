import Link from "next/link";
import { SafeImage } from "@/components/ui/safe-image";
import type { MyCourse } from "@/server/courses/my-courses";

export function MyCourses({ courses }: { courses: MyCourse[] }) {
  return (
    <section id="my-courses" className="scroll-mt-20" data-testid="my-courses">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">My Courses</h2>
        <Link href="/courses" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
          Browse More Courses →
        </Link>
      </div>
      {courses.length === 0 ? (
        <div
          className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
          data-testid="no-courses"
        >
          <h3 className="text-lg font-semibold">No Courses Enrolled</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Find a course for your exam and start learning today.
          </p>
          <Link
            href="/courses"
            className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Browse Courses
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {courses.map((course) => {
            const complete = course.progress >= 100;
            return (
              <article
                key={course.id}
                data-testid="my-course-card"
                data-course-id={course.id}
                className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
              >
                <SafeImage
                  src={course.thumbnail}
                  alt=""
                  width={640}
                  height={360}
                  className="aspect-video w-full object-cover"
                />
                <div className="p-4">
                  <h3 className="font-semibold break-words">{course.title}</h3>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{course.instructor}</p>
                  <div className="mt-3 flex items-center justify-between text-xs">
                    <span
                      className={
                        complete
                          ? "font-semibold text-brand-700 dark:text-brand-400"
                          : "text-slate-600 dark:text-slate-400"
                      }
                      data-testid="course-status"
                    >
                      {complete ? "Completed" : "In Progress"}
                    </span>
                    <span data-testid="course-progress">{course.progress}%</span>
                  </div>
                  <div
                    className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800"
                    role="progressbar"
                    aria-label={`Progress in ${course.title}`}
                    aria-valuenow={course.progress}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div
                      className={`h-2 rounded-full ${complete ? "bg-brand-500" : "bg-sky-500"}`}
                      style={{ width: `${course.progress}%` }}
                    />
                  </div>
                  <Link
                    href={`/course-content?courseId=${course.id}`}
                    className={`mt-4 block rounded-lg px-4 py-3 text-center text-sm font-semibold text-white ${complete ? "bg-brand-600 hover:bg-brand-700" : "bg-slate-800 hover:bg-slate-900 dark:bg-slate-700"}`}
                  >
                    {complete ? "Review Course" : "Continue Learning"}
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
      )}
    </section>
  );
}
