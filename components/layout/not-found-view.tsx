import Link from "next/link";
import { PageStatus } from "./page-status";

/**
 * The app's "Page not found", drawn by the server with its 404 (./page-status.tsx): for unknown
 * addresses (app/not-found.tsx) and for a page whose record does not exist. A page calls this
 * rather than `notFound()`, whose 404 comes with an empty body until the scripts run
 * (lib/web/page-status.ts).
 */
export function NotFoundView() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <PageStatus code={404} />
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-400">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-6 flex gap-3">
        <Link
          href="/"
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Go Home
        </Link>
        <Link
          href="/courses"
          className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold dark:border-slate-700"
        >
          Browse Courses
        </Link>
      </div>
    </section>
  );
}
