import Link from "next/link";

/** In place of a student's enrolments: a tutor's own courses are made and kept in the studio. */
export function StudioLink() {
  return (
    <section
      className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
      data-testid="profile-studio"
    >
      <h2 className="text-lg font-semibold">Your courses</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Create courses, upload lessons and publish them in the studio.
      </p>
      <Link
        href="/studio"
        className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Open the Studio
      </Link>
    </section>
  );
}
