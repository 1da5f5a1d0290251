"use client";

import { useEffect, useRef } from "react";
import { CloseIcon } from "@/components/ui/icons";
import type { Question } from "./attempt-storage";

/**
 * Every question as a numbered button: answered, flagged, current. A column beside the
 * question on large screens; on a phone a sheet over the quiz, opened from the timer bar,
 * that closes on a pick, on Escape or on a tap outside it.
 */
export function QuestionNavigator({
  questions,
  current,
  answers,
  flags,
  open,
  onPick,
  onClose,
}: {
  questions: Question[];
  current: number;
  answers: Record<string, number>;
  flags: ReadonlySet<string>;
  open: boolean;
  onPick: (index: number) => void;
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
        id="question-navigator"
        aria-label="Questions"
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        onClick={(e) => e.stopPropagation()}
        className="max-h-[80vh] w-full overflow-y-auto rounded-t-2xl bg-white p-4 lg:max-h-none lg:rounded-2xl lg:border lg:border-slate-200 dark:bg-slate-900 lg:dark:border-slate-800"
      >
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold">Questions</p>
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
        <ol className="mt-3 grid grid-cols-5 gap-2 lg:grid-cols-4" data-testid="navigator">
          {questions.map((q, i) => {
            const answered = answers[q.id] !== undefined;
            const flagged = flags.has(q.id);
            const ring = i === current ? "ring-2 ring-brand-500 ring-offset-2 dark:ring-offset-slate-900" : "";
            const fill = answered ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300";
            return (
              <li key={q.id}>
                <button
                  type="button"
                  onClick={() => onPick(i)}
                  aria-current={i === current ? "step" : undefined}
                  aria-label={`Question ${i + 1}${answered ? ", answered" : ", not answered"}${flagged ? ", flagged" : ""}`}
                  data-state={answered ? "answered" : "unanswered"}
                  data-flagged={flagged}
                  className={`relative h-11 w-full rounded-lg text-sm font-semibold ${fill} ${ring}`}
                >
                  {i + 1}
                  {flagged && <span className="absolute -top-1 -right-1 h-3 w-3 rounded-full bg-amber-500" aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ol>
        <ul className="mt-4 space-y-1 text-xs text-slate-500">
          <li>
            <span className="mr-1 inline-block h-2 w-2 rounded-full bg-brand-600" />
            Answered
          </li>
          <li>
            <span className="mr-1 inline-block h-2 w-2 rounded-full bg-slate-300" />
            Not answered
          </li>
          <li>
            <span className="mr-1 inline-block h-2 w-2 rounded-full bg-amber-500" />
            Flagged for review
          </li>
        </ul>
      </nav>
    </div>
  );
}
