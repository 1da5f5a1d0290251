"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import type { Subject } from "@/lib/subjects";
import { BACK_TO_EXAM_LABEL, openExamHref } from "@/app/exams/_components/open-exam";
import { combinationProblem, formatPaperTime } from "@/lib/exam/display";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { keepStartedSitting } from "../../sittings/[id]/_components/use-sitting";
import { openSitting } from "../../_components/open-sitting";
import { DownloadPaper, type OfflineOffer } from "./download-paper";

// Starting a sitting of one paper (docs/contract.md, "Exam engine"): the subject combination
// where the paper lets the candidate choose (UTME: English plus exactly three), the mode, and
// for practice whether it runs on the clock. The server decides; a combination the server
// refuses shows its message, and a sitting of this paper already open (409) is offered to resume.
// Practice while an exam is open (409 exam_in_progress) says so and links back to the exam.

export type StartPaper = {
  id: string;
  title: string;
  durationMinutes: number;
  /** How many optional subjects to pick; 0 when the paper's subjects are fixed. */
  choose: number;
  required: string[];
  /** The subjects a candidate may pick from, in the paper's order. */
  optional: string[];
};

type Mode = "exam" | "practice";
type Problem = { text: string; resume?: { href: string; label: string } };

const NETWORK_MESSAGE = "We could not reach ExamPrep. Check your connection and try again.";

const modes: { value: Mode; title: string; hint: string }[] = [
  { value: "exam", title: "Exam", hint: "As the real paper: nothing until the end." },
  { value: "practice", title: "Practice", hint: "Answers and explanations after each question." },
];

const choiceClass =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed dark:border-slate-700 dark:has-checked:border-brand-500 dark:has-checked:bg-brand-900/30";
const boxClass = "mt-0.5 h-5 w-5 shrink-0 accent-brand-600";

/** The open sitting of this paper, to resume it; null when it cannot be found. */
async function openSittingOf(paperId: string): Promise<string | null> {
  try {
    const { sittings } = await api("GET /api/me/sittings");
    return sittings.find((s) => s.in_progress && s.paper_id === paperId)?.id ?? null;
  } catch {
    return null;
  }
}

export function StartSittingForm({ paper, offline }: { paper: StartPaper; offline?: OfflineOffer }) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string[]>([]);
  const [mode, setMode] = useState<Mode>("exam");
  const [timed, setTimed] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const rule = { required: paper.required, choose: paper.choose };
  const combination = combinationProblem(rule, chosen);
  const full = paper.choose > 0 && chosen.length >= paper.choose;
  const time = formatPaperTime(paper.durationMinutes);
  // In the paper's order: the server keeps one sitting per combination and mode.
  // The paper's own subjects, so each is one of SUBJECTS.
  const subjects = [...paper.required, ...paper.optional.filter((s) => chosen.includes(s))] as Subject[];
  const body = { mode, ...(paper.choose > 0 ? { subjects } : {}), ...(mode === "practice" ? { timed } : {}) };

  function toggle(subject: string, on: boolean) {
    setProblem(null);
    setChosen((current) => (on ? [...current, subject] : current.filter((s) => s !== subject)));
  }

  async function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (combination || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { sitting } = await api("POST /api/papers/{id}/sittings", { params: { id: paper.id }, body });
      if (!sitting.submitted_at) keepStartedSitting(sitting);
      // 201 (a new sitting) and 200 (the same one resumed) both go to it; the button stays busy meanwhile.
      openSitting(sitting.id);
    } catch (err) {
      setBusy(false);
      if (!(err instanceof ApiError)) return setProblem({ text: NETWORK_MESSAGE });
      if (err.code === "exam_in_progress")
        return setProblem({ text: err.message, resume: { href: await openExamHref(), label: BACK_TO_EXAM_LABEL } });
      if (err.code === "conflict") {
        const open = await openSittingOf(paper.id);
        return setProblem({
          text: `You already have a sitting of ${paper.title} in progress. Finish or submit it before starting another.`,
          resume: open
            ? { href: `/exams/sittings/${open}`, label: "Resume your sitting" }
            : { href: "/exams", label: "See your sittings" },
        });
      }
      setProblem({ text: err.fieldErrors.subjects ?? err.message });
    }
  }

  return (
    <form method="post" onSubmit={start} noValidate className="space-y-6" data-testid="start-sitting-form">
      {paper.choose > 0 && (
        <fieldset>
          <legend className="text-lg font-bold">Your subjects</legend>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {paper.required.join(" and ")} {paper.required.length === 1 ? "is" : "are"} compulsory. Choose exactly{" "}
            {paper.choose} more.
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {paper.required.map((subject) => (
              <label key={subject} className={choiceClass}>
                <input
                  type="checkbox"
                  className={boxClass}
                  checked
                  disabled
                  readOnly
                  aria-describedby="subjects-status"
                />
                <span>
                  <span className="font-medium">{subject}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">Compulsory</span>
                </span>
              </label>
            ))}
            {paper.optional.map((subject) => {
              const checked = chosen.includes(subject);
              return (
                <label key={subject} className={choiceClass}>
                  <input
                    type="checkbox"
                    name="subjects"
                    value={subject}
                    className={boxClass}
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(e) => toggle(subject, e.target.checked)}
                    aria-describedby="subjects-status"
                  />
                  <span className="font-medium">{subject}</span>
                </label>
              );
            })}
          </div>
          <p
            id="subjects-status"
            className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300"
            aria-live="polite"
            data-testid="subjects-status"
          >
            {combination ??
              `${[...paper.required, ...paper.optional.filter((s) => chosen.includes(s))].join(", ")}. Untick one to change.`}
          </p>
        </fieldset>
      )}

      <fieldset>
        <legend className="text-lg font-bold">Mode</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {modes.map((m) => (
            <label key={m.value} className={choiceClass}>
              <input
                type="radio"
                name="mode"
                value={m.value}
                className={boxClass}
                checked={mode === m.value}
                onChange={() => {
                  setProblem(null);
                  setMode(m.value);
                }}
              />
              <span>
                <span className="font-medium">{m.title}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{m.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {mode === "exam" ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            An exam always runs on the paper&apos;s clock: {time}.
          </p>
        ) : (
          <fieldset className="mt-3" data-testid="practice-clock">
            <legend className="text-sm font-semibold">Clock</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {[
                { value: true, title: "Timed", hint: time },
                { value: false, title: "Untimed", hint: "No clock" },
              ].map((c) => (
                <label key={String(c.value)} className={choiceClass}>
                  <input
                    type="radio"
                    name="timed"
                    value={String(c.value)}
                    className={boxClass}
                    checked={timed === c.value}
                    onChange={() => setTimed(c.value)}
                  />
                  <span>
                    <span className="font-medium">{c.title}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{c.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </fieldset>

      {problem && (
        <Alert tone="error" testId="start-error">
          <p>{problem.text}</p>
          {problem.resume && (
            <a href={problem.resume.href} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
              {problem.resume.label}
            </a>
          )}
        </Alert>
      )}

      <button
        type="submit"
        className={`${primaryButtonClass} w-full sm:w-auto`}
        disabled={!hydrated || busy || combination !== null}
      >
        {busy ? "Starting…" : "Start"}
      </button>
      {offline && <DownloadPaper paperId={paper.id} body={combination ? null : body} offer={offline} />}
    </form>
  );
}
