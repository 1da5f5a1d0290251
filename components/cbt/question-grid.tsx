"use client";

import { useEffect, useRef } from "react";
import { CloseIcon } from "@/components/ui/icons";

/**
 * A paper's questions as a numbered grid: answered (filled), flagged (a corner mark), the one
 * on screen (ringed). Beside the question on a large screen; on a phone a sheet over the paper,
 * opened from a bar, closed by a pick, Escape or a tap outside it. Quizzes and exam sittings
 * both show it.
 */
export function QuestionGrid({
  id,
  label,
  heading,
  questionIds,
  current,
  isAnswered,
  flags,
  open,
  onPick,
  onClose,
}: {
  /** The element id the opening button names in aria-controls. */
  id: string;
  /** The grid's accessible name. */
  label: string;
  heading: React.ReactNode;
  questionIds: readonly string[];
  current: number;
  isAnswered: (questionId: string) => boolean;
  flags: ReadonlySet<string>;
  open: boolean;
  onPick: (index: number) => void;
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

  return (
    <div
      className={open ? "fixed inset-0 z-50 flex items-end bg-slate-950/60 lg:static lg:z-auto lg:block lg:bg-transparent" : "hidden lg:block"}
      onClick={open ? onClose : undefined}
    >
      <nav
        id={id}
        aria-label={label}
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        onClick={(e) => e.stopPropagation()}
        className="max-h-[75vh] w-full overflow-y-auto rounded-t-2xl bg-white p-4 lg:max-h-none lg:rounded-2xl lg:border lg:border-slate-200 dark:bg-slate-900 lg:dark:border-slate-800"
      >
        <div className="flex items-center justify-between gap-2">
          <div className="text-sm font-semibold">{heading}</div>
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
        <ol className="mt-3 grid grid-cols-6 gap-1.5 sm:grid-cols-8 lg:grid-cols-5" data-testid="navigator">
          {questionIds.map((questionId, i) => {
            const answered = isAnswered(questionId);
            const flagged = flags.has(questionId);
            const here = i === current;
            const fill = answered ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300";
            return (
              <li key={questionId}>
                <button
                  type="button"
                  onClick={() => onPick(i)}
                  aria-current={here ? "step" : undefined}
                  aria-label={`Question ${i + 1}${answered ? ", answered" : ", not answered"}${flagged ? ", flagged" : ""}`}
                  data-state={answered ? "answered" : "unanswered"}
                  data-flagged={flagged}
                  className={`relative h-11 w-full rounded-lg text-sm font-semibold tabular-nums lg:h-10 ${fill} ${here ? "ring-2 ring-slate-900 ring-offset-2 dark:ring-white dark:ring-offset-slate-900" : ""}`}
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
