"use client";

import { useEffect, useRef } from "react";
import { CloseIcon } from "@/components/ui/icons";
import type { SittingSection } from "./sitting-types";

/**
 * The current subject's questions as a numbered grid: answered (filled), flagged (a corner
 * mark), the one on screen (ringed). Beside the question on a large screen; on a phone a sheet
 * over the paper, opened from the bottom bar, closed by a pick, Escape or a tap outside it.
 */
export function SittingNavigator({
  section,
  current,
  answers,
  flags,
  open,
  onPick,
  onClose,
}: {
  section: SittingSection;
  current: number;
  answers: Readonly<Record<string, string>>;
  flags: ReadonlySet<string>;
  open: boolean;
  onPick: (question: number) => void;
  /** Stable across renders: the sheet moves focus when it opens. */
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const answered = section.questions.filter((q) => answers[q.id] !== undefined).length;
  return (
    <div
      className={open ? "fixed inset-0 z-50 flex items-end bg-slate-950/60 lg:static lg:z-auto lg:block lg:bg-transparent" : "hidden lg:block"}
      onClick={open ? onClose : undefined}
    >
      <nav
        id="sitting-navigator"
        aria-label={`${section.subject} questions`}
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        onClick={(e) => e.stopPropagation()}
        className="max-h-[75vh] w-full overflow-y-auto rounded-t-2xl bg-white p-4 lg:max-h-none lg:rounded-2xl lg:border lg:border-slate-200 dark:bg-slate-900 lg:dark:border-slate-800"
      >
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold">
            {section.subject}
            <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">
              {answered} of {section.questions.length} answered
            </span>
          </p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close questions"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <ol className="mt-3 grid grid-cols-6 gap-1.5 sm:grid-cols-8 lg:grid-cols-6" data-testid="navigator">
          {section.questions.map((q, i) => {
            const isAnswered = answers[q.id] !== undefined;
            const flagged = flags.has(q.id);
            const here = i === current;
            const fill = isAnswered ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300";
            return (
              <li key={q.id}>
                <button
                  type="button"
                  onClick={() => onPick(i)}
                  aria-current={here ? "step" : undefined}
                  aria-label={`Question ${i + 1}${isAnswered ? ", answered" : ", not answered"}${flagged ? ", flagged" : ""}`}
                  data-state={isAnswered ? "answered" : "unanswered"}
                  data-flagged={flagged}
                  className={`relative h-11 w-full rounded-lg lg:h-10 text-sm font-semibold tabular-nums ${fill} ${here ? "ring-2 ring-slate-900 ring-offset-2 dark:ring-white dark:ring-offset-slate-900" : ""}`}
                >
                  {i + 1}
                  {flagged && (
                    <span
                      className="absolute -top-1 -right-1 h-3 w-3 rounded-full border-2 border-white bg-amber-500 dark:border-slate-900"
                      aria-hidden="true"
                    />
                  )}
                </button>
              </li>
            );
          })}
        </ol>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          <li>
            <span className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-brand-600" aria-hidden="true" />
            Answered
          </li>
          <li>
            <span className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-slate-300 dark:bg-slate-700" aria-hidden="true" />
            Not answered
          </li>
          <li>
            <span className="mr-1 inline-block h-2.5 w-2.5 rounded-full bg-amber-500" aria-hidden="true" />
            Flagged
          </li>
        </ul>
      </nav>
    </div>
  );
}
