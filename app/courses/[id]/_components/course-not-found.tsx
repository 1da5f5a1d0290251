"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";

/** The error view of the course detail screen: 'Course Not Found' with Go Back and Browse Courses. */
export function CourseNotFound({ message = "Course not found" }: { message?: string }) {
  const router = useRouter();
  return (
    <section
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="course-not-found"
    >
      <h1 className="text-3xl font-bold">Course Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => router.back()}
          className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold dark:border-slate-700"
        >
          Go Back
        </button>
        <Link
          href="/courses"
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Browse Courses
        </Link>
      </div>
    </section>
  );
}
