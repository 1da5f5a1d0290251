import Link from "next/link";

/** Tutors have no student dashboard: their courses, uploads and students are in the studio. */
export function TutorNote() {
  return (
    <section
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="dashboard-tutor"
    >
      <h1 className="text-2xl font-bold">Dashboard is for students</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        This dashboard tracks a student&apos;s courses, study streak and quiz ranking. Your courses, lessons and uploads
        are in the studio.
      </p>
      <Link
        href="/studio"
        className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Go to the Studio
      </Link>
    </section>
  );
}
