import Link from "next/link";
import { MY_COURSES_HREF } from "@/components/layout/nav-links";

// The marketing claims of docs/product-spec.md part 1.
export const claims = [
  { value: "50,000+", label: "Students" },
  { value: "4.7", label: "Average rating" },
  { value: "98%", label: "Success rate" },
  { value: "500+", label: "Schools" },
];

export type Visitor = "guest" | "student" | "tutor";

function HeroActions({ visitor }: { visitor: Visitor }) {
  const primary = "rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700";
  const secondary =
    "rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800";
  if (visitor === "guest") {
    return (
      <>
        <Link href="/signup" prefetch={false} className={primary}>
          Start Free Trial
        </Link>
        <Link href="#courses" prefetch={false} className={secondary}>
          Browse Courses
        </Link>
      </>
    );
  }
  return (
    <>
      {visitor === "student" && (
        <Link href={MY_COURSES_HREF} prefetch={false} className={primary}>
          Continue learning
        </Link>
      )}
      <Link href="/dashboard" prefetch={false} className={visitor === "student" ? secondary : primary}>
        Go to dashboard
      </Link>
    </>
  );
}

export function Hero({ visitor }: { visitor: Visitor }) {
  return (
    <section
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-brand-900/30 dark:to-slate-950"
      data-testid="hero"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
          WAEC · JAMB (UTME) · NECO
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Pass your exams at <span className="text-brand-600 dark:text-brand-400">one sitting</span>.
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Short video lessons from experienced Nigerian teachers and timed past-question practice that feels like the
          real CBT. Study on your phone, even on a slow connection.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <HeroActions visitor={visitor} />
        </div>
        {visitor === "guest" && (
          <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">14-day free trial · No card required</p>
        )}
        <dl className="mt-12 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4" data-testid="claims">
          {claims.map((c) => (
            <div key={c.label}>
              <dt className="text-sm text-slate-500 dark:text-slate-400">{c.label}</dt>
              <dd className="text-3xl font-bold">{c.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
