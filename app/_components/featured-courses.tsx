import Link from "next/link";
import { CourseCard } from "@/components/courses/course-card";
import { ClientNavigation } from "@/components/navigation/client-navigation";
import type { CourseCardData } from "@/lib/courses/course-types";

export function FeaturedCourses({ courses }: { courses: CourseCardData[] | null }) {
  return (
    <section id="courses" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6" data-testid="featured-courses">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-3xl font-bold">Featured Courses</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">The courses students are taking most this term.</p>
        </div>
        <Link
          href="/courses"
          prefetch={false}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          View All Courses →
        </Link>
      </div>
      {courses === null ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Courses cannot be shown right now. Please refresh in a moment.
        </p>
      ) : (
        <ClientNavigation className="mt-8">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {courses.map((course, i) => (
              <CourseCard key={course.id} course={course} priority={i === 0} />
            ))}
          </div>
        </ClientNavigation>
      )}
    </section>
  );
}
