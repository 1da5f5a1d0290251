import Link from "next/link";
import type { Visitor } from "./hero";

export function CallToAction({ visitor }: { visitor: Visitor }) {
  const guest = visitor === "guest";
  return (
    <section className="bg-brand-700 text-white" data-testid="call-to-action">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-3xl font-bold">{guest ? "Ready to pass at one sitting?" : "Keep your streak going"}</h2>
          <p className="mt-2 text-brand-100">
            {guest
              ? "Join 50,000+ students from 500+ schools. Start your 14-day free trial today, no card required."
              : "Your courses, quiz results and weekly ranking are waiting on your dashboard."}
          </p>
        </div>
        <Link
          href={guest ? "/signup" : "/dashboard"}
          prefetch={false}
          className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {guest ? "Get Started Free" : "Go to dashboard"}
        </Link>
      </div>
    </section>
  );
}
