"use client";

import { useState } from "react";
import { primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { BACK_TO_EXAM_LABEL, openExamHref } from "@/app/exams/_components/open-exam";
import { openSitting } from "@/app/exams/_components/open-sitting";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { StartProblemAlert, type StartProblem } from "./start-problem";

// The dashboard's one interactive leaf: starts a drill on the next topic (POST /api/me/drills,
// docs/study-loop.md "Drills") and opens the sitting. A drill of another topic still open is a
// 409, offered to resume from the list of sittings; an open exam (409 exam_in_progress) holds
// drills back until it ends, said plainly with a link back to it.

const NETWORK_MESSAGE =
  "We could not reach ExamPrep. A drill needs the network to start: try again once you are online.";

export function DrillButton({ topicId, questions }: { topicId: string; questions: number }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<StartProblem | null>(null);

  async function start() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { sitting } = await api("POST /api/me/drills", {
        body: { topic_id: topicId },
      });
      // 201 (a new drill) and 200 (the open one on this topic) both go to it; the button stays busy meanwhile.
      openSitting(sitting.id);
    } catch (err) {
      setBusy(false);
      if (!(err instanceof ApiError)) return setProblem({ text: NETWORK_MESSAGE });
      if (err.code === "exam_in_progress")
        return setProblem({ text: err.message, link: { href: await openExamHref(), label: BACK_TO_EXAM_LABEL } });
      if (err.code === "conflict")
        return setProblem({
          text: "You have another drill in progress: finish or submit it first.",
          link: { href: "/exams", label: "See your sittings" },
        });
      setProblem({ text: err.message });
    }
  }

  return (
    <div className="mt-4 space-y-3">
      <button
        type="button"
        className={`${primaryButtonClass} w-full sm:w-auto`}
        disabled={!hydrated || busy}
        onClick={start}
        data-testid="drill-button"
      >
        {busy ? "Starting…" : `Drill ${questions} questions`}
      </button>
      <StartProblemAlert problem={problem} testId="drill-error" />
    </div>
  );
}
