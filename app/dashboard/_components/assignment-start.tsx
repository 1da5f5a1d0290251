"use client";

import { useState } from "react";
import { primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import type { Subject } from "@/lib/subjects";
import { BACK_TO_EXAM_LABEL, openExamHref } from "@/app/exams/_components/open-exam";
import { openSitting } from "@/app/exams/_components/open-sitting";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { StartProblemAlert, type StartProblem } from "./start-problem";

// Starts (or resumes) an assigned mock (POST /api/assignments/{id}/start) and opens the sitting.
// Where the teacher left the combination to each student, the student ticks their subjects first.

type Choice = { required: string[]; choose: number; subjects: string[] } | null;

export function AssignmentStart({
  assignmentId,
  label,
  choice,
}: {
  assignmentId: string;
  label: string;
  choice: Choice;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<StartProblem | null>(null);

  async function start() {
    if (choice && picked.length !== choice.choose) {
      setProblem({ text: `Choose ${choice.choose} subjects besides ${choice.required.join(" and ")}.` });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      // The assignment's own subjects, so each is one of SUBJECTS.
      const body = choice ? { subjects: [...choice.required, ...picked] as Subject[] } : {};
      const { sitting } = await api("POST /api/assignments/{id}/start", {
        params: { id: assignmentId },
        body,
      });
      openSitting(sitting.id);
    } catch (err) {
      setBusy(false);
      if (!(err instanceof ApiError))
        return setProblem({ text: "We could not reach ExamPrep: a mock needs the network to start." });
      if (err.code === "exam_in_progress")
        return setProblem({ text: err.message, link: { href: await openExamHref(), label: BACK_TO_EXAM_LABEL } });
      setProblem({ text: err.fieldErrors?.subjects ?? err.message });
    }
  }

  return (
    <div className="mt-2 space-y-2">
      {choice && (
        <fieldset>
          <legend className="text-sm">
            {choice.required.join(" and ")} plus {choice.choose} of:
          </legend>
          <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
            {choice.subjects.map((s) => (
              <label key={s} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={picked.includes(s)}
                  onChange={(e) => setPicked((now) => (e.target.checked ? [...now, s] : now.filter((x) => x !== s)))}
                />
                {s}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button
        type="button"
        className={`${primaryButtonClass} w-full sm:w-auto`}
        disabled={!hydrated || busy}
        onClick={start}
        data-testid="assignment-start"
      >
        {busy ? "Starting…" : label}
      </button>
      <StartProblemAlert problem={problem} testId="assignment-error" />
    </div>
  );
}
