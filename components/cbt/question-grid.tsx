"use client";

import { useRef, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { useModalFocus } from "@/components/ui/use-modal-focus";

/** Where an arrow key, Home or End moves in a grid of `count` buttons laid out `columns` to a row. */
export function gridMove(key: string, from: number, count: number, columns: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: from + 1,
    ArrowLeft: from - 1,
    ArrowDown: from + columns,
    ArrowUp: from - columns,
    Home: 0,
    End: count - 1,
  };
  if (!(key in moves)) return null;
  const to = moves[key]!;
  // Past an edge, it stays.
  return to < 0 || to >= count ? from : to;
}

/** How many buttons the grid shows to a row (it changes with the screen's width). */
function columnsOf(list: HTMLElement) {
  const items = [...list.children] as HTMLElement[];
  const top = items[0]?.offsetTop;
  const inRow = items.findIndex((item) => item.offsetTop !== top);
  return inRow <= 0 ? Math.max(1, items.length) : inRow;
}

/**
 * A paper's questions as a numbered grid: answered (filled), flagged (a corner mark), the one
 * on screen (ringed). Beside the question on a large screen; on a phone a sheet over the paper,
 * opened from a bar, closed by a pick, Escape or a tap outside it; while open it keeps the
 * keyboard and gives focus back on closing. The grid is one Tab stop: arrow keys, Home and End
 * move between its numbers (a roving tabindex, starting on the question on screen), Enter or
 * Space opens one. Quizzes and exam sittings both show it.
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
  onClose: () => void;
}) {
  const sheetRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const currentRef = useRef<HTMLButtonElement>(null);
  useModalFocus(open, sheetRef, onClose, currentRef);
  // The number that holds the grid's one Tab stop: the question on screen until the arrows move it.
  const [roving, setRoving] = useState({ current, index: current });
  const active = roving.current === current ? Math.min(roving.index, questionIds.length - 1) : current;
  const onKeyDown = (e: React.KeyboardEvent) => {
    const list = listRef.current;
    if (!list || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = gridMove(e.key, active, questionIds.length, columnsOf(list));
    if (to === null) return;
    e.preventDefault();
    // The CBT keys do not hear the arrows either.
    e.stopPropagation();
    setRoving({ current, index: to });
    list.querySelectorAll("button")[to]?.focus();
  };

  return (
    <div
      className={
        open
          ? "fixed inset-0 z-50 flex items-end bg-slate-950/60 lg:static lg:z-auto lg:block lg:bg-transparent"
          : "hidden lg:block"
      }
      onClick={open ? onClose : undefined}
    >
      <nav
        ref={sheetRef}
        id={id}
        aria-label={label}
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        tabIndex={open ? -1 : undefined}
        onClick={(e) => e.stopPropagation()}
        className="max-h-[75vh] w-full overflow-y-auto rounded-t-2xl bg-white p-4 lg:max-h-none lg:rounded-2xl lg:border lg:border-slate-200 dark:bg-slate-900 lg:dark:border-slate-800"
      >
        <div className="flex items-center justify-between gap-2">
          <div className="text-sm font-semibold">{heading}</div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close questions"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <ol
          ref={listRef}
          onKeyDown={onKeyDown}
          className="mt-3 grid grid-cols-6 gap-1.5 sm:grid-cols-8 lg:grid-cols-5"
          data-testid="navigator"
        >
          {questionIds.map((questionId, i) => {
            const answered = isAnswered(questionId);
            const flagged = flags.has(questionId);
            const here = i === current;
            const fill = answered
              ? "bg-brand-600 text-white"
              : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300";
            return (
              <li key={questionId}>
                <button
                  ref={here ? currentRef : undefined}
                  type="button"
                  tabIndex={i === active ? 0 : -1}
                  onClick={() => onPick(i)}
                  onFocus={() => i !== active && setRoving({ current, index: i })}
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
            <span
              className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-slate-300 dark:bg-slate-700"
              aria-hidden="true"
            />
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
