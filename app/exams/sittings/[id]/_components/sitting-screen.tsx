"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ApiError, isNetworkFailure } from "@/lib/client/api-error";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { failureReason, resultPath, sittingMessages } from "./sitting-messages";
import { SittingSession } from "./sitting-session";
import { forgetSitting } from "./sitting-storage";
import { useSitting } from "./use-sitting";

function Notice({ title, children, testId }: { title: string; children?: React.ReactNode; testId?: string }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center" data-testid={testId}>
      <h1 className="text-xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

/**
 * The sitting screen: opens the sitting (from the server, or offline from the copy this phone
 * kept), then hands it to the session. A sitting already submitted goes to its result.
 */
export function SittingScreen({ sittingId }: { sittingId: string }) {
  const router = useRouter();
  const sitting = useSitting(sittingId);
  const submitted = Boolean(sitting.data?.sitting.submitted_at);

  useEffect(() => {
    if (!submitted) return;
    forgetSitting(sittingId);
    router.replace(resultPath(sittingId));
  }, [router, sittingId, submitted]);

  if (sitting.isError) {
    const error = sitting.error;
    const missing = error instanceof ApiError && (error.code === "not_found" || error.code === "forbidden");
    return (
      <Notice title={missing ? "Paper not found" : "Your paper could not be opened"} testId="sitting-failed">
        <p className="mt-2 text-slate-600 dark:text-slate-400">{isNetworkFailure(error) ? sittingMessages.offlineNoCopy : failureReason(error)}</p>
        <div className="mt-6 flex gap-3">
          {!missing && (
            <button type="button" className={primaryButtonClass} onClick={() => void sitting.refetch()}>
              Try again
            </button>
          )}
          <Link href="/exams" className={secondaryButtonClass}>
            All papers
          </Link>
        </div>
      </Notice>
    );
  }
  if (!sitting.data) {
    return (
      <Notice title="Opening your paper…" testId="sitting-loading">
        <p className="mt-2 text-sm text-slate-500" role="status">
          Loading the questions. Once they are on your phone the paper works offline.
        </p>
      </Notice>
    );
  }
  if (submitted) {
    return (
      <Notice title="This paper has been submitted" testId="sitting-submitted">
        <p className="mt-2 text-slate-600 dark:text-slate-400" role="status">
          Opening your result…
        </p>
      </Notice>
    );
  }
  return <SittingSession loaded={sitting.data} />;
}
