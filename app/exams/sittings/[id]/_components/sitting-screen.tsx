"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { ApiError, isNetworkFailure } from "@/lib/client/api-error";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { failureReason, resultPath, sittingMessages, sittingPath } from "./sitting-messages";
import { SittingSession } from "./sitting-session";
import { deadlineFrom, documentArrival } from "./sitting-clock";
import { forgetSitting } from "./sitting-storage";
import { SittingNotice as Notice } from "./sitting-notice";
import type { Position, Sitting } from "./sitting-types";
import { useAllSubjects } from "./use-all-subjects";
import { useSitting, type LoadedSitting } from "./use-sitting";

/**
 * An open sitting as the page's document carries it: the server's read with one subject's
 * questions (drawn-paper.ts; `missing` lists the others), when it drew it, the place it drew.
 */
export type OpenedSitting = { sitting: Sitting; rendered_at: number; position: Position | null; missing?: number[] };

/**
 * The sitting screen. A sitting the page's document carries is sat from it at once (so the
 * server's HTML is the paper, hydrated); else it is opened here (from the server, or offline
 * from the copy this phone kept) and then handed to the session. A sitting already submitted
 * goes to its result.
 */
export function SittingScreen({ sittingId, opened }: { sittingId: string; opened?: OpenedSitting | null }) {
  return opened ? <DrawnSitting opened={opened} /> : <FetchedSitting sittingId={sittingId} />;
}

/**
 * A sitting from the page's document. The service worker answers a reload offline with the
 * last document it kept, which may be older than what this phone has done since: a document
 * not newer than the one the phone's copy came from is that replay, and the phone's copy (its
 * sitting and its deadline) is sat instead (use-sitting-progress.ts decides, before any write).
 * The subjects the document left out follow (use-all-subjects.ts) without remounting the session.
 */
function DrawnSitting({ opened }: { opened: OpenedSitting }) {
  const [phoneCopy, setPhoneCopy] = useState<LoadedSitting | null>(null);
  const [drawn] = useState<LoadedSitting>(() => {
    return {
      sitting: opened.sitting,
      deadline: deadlineFrom(opened.sitting.remaining_seconds, documentArrival(sittingPath(opened.sitting.id))),
      source: "server",
      missing: opened.missing,
      drawn: {
        position: opened.position,
        renderedAt: opened.rendered_at,
        onReplay: (kept) => setPhoneCopy({ sitting: kept.sitting, deadline: kept.deadline, source: "phone" }),
      },
    };
  });
  const all = useAllSubjects(drawn.sitting, opened.rendered_at, drawn.missing);
  // The other subjects are not on screen: the paper takes them in a render that yields to the
  // candidate's taps, rather than one long task in the paper's first seconds. Until then the
  // session keeps its element, so the arrival itself re-renders nothing.
  const sitting = useDeferredValue(all.sitting);
  const missing = useDeferredValue(all.missing);
  const whole = useMemo<LoadedSitting>(() => ({ ...drawn, sitting, missing }), [drawn, sitting, missing]);
  const loaded = phoneCopy ?? whole;
  return useMemo(() => <SittingSession key={loaded.source} loaded={loaded} />, [loaded]);
}

function FetchedSitting({ sittingId }: { sittingId: string }) {
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
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {isNetworkFailure(error) ? sittingMessages.offlineNoCopy : failureReason(error)}
        </p>
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
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" role="status">
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
