import Link from "next/link";
import { formatNaira } from "@/lib/payments/money";

/** The padlock shown on a quiz the student may not take yet. */
export function LockIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path
        fillRule="evenodd"
        d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** What a locked quiz offers instead of starting: its course's price and the way to enrol. */
export function LockedQuizOffer({ courseId, price }: { courseId: string | null; price: number | null }) {
  return (
    <div className="flex flex-1 flex-col gap-2" data-testid="quiz-locked">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-700 dark:text-slate-300">
        <LockIcon />
        <span>Part of a paid course{price ? ` · ${formatNaira(price)}` : ""}</span>
      </p>
      {courseId && (
        <Link
          href={`/courses/${courseId}`}
          prefetch={false}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
        >
          Enroll to unlock
        </Link>
      )}
    </div>
  );
}
