"use client";

import { useEffect, useRef } from "react";

/**
 * One tab per subject, with how many of its questions are answered; the chosen subject's
 * questions are the panel below. Arrow keys, Home and End move between tabs (the tab pattern);
 * they are not CBT keys. Scrolls sideways on a narrow phone.
 */
export function SubjectTabs({
  counts,
  current,
  panelId,
  onSelect,
}: {
  counts: { subject: string; answered: number; total: number }[];
  current: number;
  panelId: string;
  onSelect: (section: number) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // N past a subject's end changes the tab: the row scrolls to show it on a narrow phone.
  useEffect(() => {
    tabs.current[current]?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [current]);
  const select = (index: number) => {
    const target = (index + counts.length) % counts.length;
    onSelect(target);
    tabs.current[target]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: counts.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    select(moves[e.key]!);
  };
  return (
    <div
      role="tablist"
      aria-label="Subjects"
      onKeyDown={onKeyDown}
      className="flex shrink-0 gap-1 overflow-x-auto border-b border-slate-200 bg-slate-50 px-2 [scrollbar-width:none] sm:px-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="subject-tabs"
    >
      {counts.map((c, i) => {
        const selected = i === current;
        return (
          <button
            key={c.subject}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`subject-tab-${i}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(i)}
            className={`flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${selected ? "border-brand-600 text-brand-700 dark:text-brand-300" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"}`}
          >
            {c.subject}
            <span
              className={`rounded-full px-1.5 py-0.5 text-xs tabular-nums ${selected ? "bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200" : "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300"}`}
              aria-label={`${c.answered} of ${c.total} answered`}
            >
              {c.answered}/{c.total}
            </span>
          </button>
        );
      })}
    </div>
  );
}
