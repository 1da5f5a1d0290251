import Link from "next/link";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";

/** A sitting's page whose data could not be read: try again, or go back to the exams. */
export function LoadFailed({ what, retryHref }: { what: string; retryHref: string }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" role="alert" data-testid="sitting-load-failed">
      <p className="text-lg font-semibold">Failed to load {what}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Your answers are safe. Check your connection and try again.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href={retryHref} prefetch={false} className={primaryButtonClass}>
          Try Again
        </Link>
        <Link href="/exams" prefetch={false} className={secondaryButtonClass}>
          Back to exams
        </Link>
      </div>
    </section>
  );
}
