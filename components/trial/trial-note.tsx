import Link from "next/link";
import { trialLabel, type TrialStatus } from "@/lib/courses/free-trial";

/**
 * The student's free trial in one line: the days left, or, once it has ended, a polite
 * Enroll prompt (with a link to the course when there is one to enrol in).
 */
export function TrialNote({
  status,
  enrollHref,
  className = "",
}: {
  status: TrialStatus;
  enrollHref?: string;
  className?: string;
}) {
  const label = trialLabel(status);
  if (!label) return null;
  const ended = status.state === "ended";
  return (
    <p
      data-testid="trial-note"
      data-state={status.state}
      className={`rounded-lg px-3 py-2 text-sm ${ended ? "bg-amber-50 text-amber-900 dark:bg-amber-900/30 dark:text-amber-100" : "bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200"} ${className}`}
    >
      <strong className="font-semibold">{label}</strong>
      {ended ? (
        <>
          {". "}Enroll to keep studying paid courses{enrollHref ? " – " : "."}
          {enrollHref && (
            <Link href={enrollHref} prefetch={false} className="font-semibold underline">
              enroll in this course
            </Link>
          )}
        </>
      ) : (
        <> · every paid course&apos;s lessons and quizzes, no card needed</>
      )}
    </p>
  );
}
