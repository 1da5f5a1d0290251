import type { Metadata } from "next";
import Link from "next/link";
import { SafeImage } from "@/components/ui/safe-image";
import { primaryButtonClass } from "@/components/ui/styles";
import { plural } from "@/lib/ui/format";
import { formatPrice } from "@/lib/payments/money";
import { requireTutor } from "@/server/studio/require-tutor";
import { listStudioCourses, type StudioCourseSummary } from "@/server/studio/studio-courses";
import { StatusBadge } from "./_components/status-badge";

export const metadata: Metadata = { title: "Courses" };

/** "4 lessons", or "4 lessons, 3 ready" while some are still uploading or being prepared. */
const lessonsLine = (c: StudioCourseSummary) =>
  c.lessons_ready === c.lessons_total
    ? plural(c.lessons_total, "lesson")
    : `${plural(c.lessons_total, "lesson")}, ${c.lessons_ready} ready`;

// The tutor's courses, drafts and published, newest first.
export default async function StudioCoursesPage() {
  const tutor = await requireTutor("/studio");
  const courses = await listStudioCourses(tutor.id);
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Your courses</h1>
        <Link href="/studio/courses/new" className={primaryButtonClass}>
          New course
        </Link>
      </div>
      {courses.length === 0 ? (
        <div
          className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
          data-testid="studio-no-courses"
        >
          <h2 className="text-lg font-semibold">No courses yet</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Create a course, add sections and lessons, upload their videos, then publish it for students.
          </p>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="studio-courses">
          {courses.map((course) => (
            <li key={course.id}>
              <Link
                href={`/studio/courses/${course.id}`}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-400 dark:border-slate-800 dark:bg-slate-900"
                data-testid="studio-course"
              >
                <SafeImage
                  src={course.thumbnail}
                  alt=""
                  width={96}
                  height={54}
                  className="h-14 w-24 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold break-words">{course.title}</h2>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                    <StatusBadge tone={course.status}>
                      {course.status === "published" ? "Published" : "Draft"}
                    </StatusBadge>
                    <span>
                      {lessonsLine(course)} · {course.category} · {formatPrice(course.price)}
                    </span>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
