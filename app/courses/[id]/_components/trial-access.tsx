import Link from "next/link";
import { TrialNote } from "@/components/trial/trial-note";
import { secondaryButtonClass } from "@/components/ui/styles";
import type { TrialStatus } from "@/lib/courses/free-trial";

/** A paid course during the free trial: the days left and a way in without paying; after it, a polite prompt. */
export function TrialAccess({
  courseId,
  price,
  enrolled,
  trial,
}: {
  courseId: string;
  price: number;
  enrolled: boolean;
  trial: TrialStatus;
}) {
  if (price <= 0 || enrolled || trial.state === "none") return null;
  return (
    <div className="mt-4 space-y-2" data-testid="trial-access">
      <TrialNote status={trial} />
      {trial.state === "active" && (
        <Link
          href={`/course-content?courseId=${encodeURIComponent(courseId)}`}
          prefetch={false}
          className={`${secondaryButtonClass} w-full`}
        >
          Start learning with your free trial
        </Link>
      )}
    </div>
  );
}
