import Link from "next/link";

/** Body of a screen whose feature arrives in a later issue; it shares the real layout. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {description ?? "This screen is coming in a later issue."}
      </p>
      <Link
        href="/"
        className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Back to Home
      </Link>
    </section>
  );
}
