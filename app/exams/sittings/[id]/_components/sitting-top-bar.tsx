"use client";

import { useEffect, useRef, useState, type Ref } from "react";
import { useCountdown } from "@/components/cbt/use-countdown";
import { CalculatorIcon, ChevronLeftIcon } from "@/components/ui/icons";
import { formatCountdown, timerColour, type TimerColour } from "@/lib/quizzes/quiz-rules";
import { clockAnnouncement } from "./sitting-clock";
import { saveAnnouncement, type SaveStatus } from "./save-status";
import { paperWords } from "./sitting-messages";

const clockStyles: Record<TimerColour, string> = {
  green: "bg-brand-600 text-white",
  yellow: "bg-amber-400 text-slate-900",
  red: "bg-red-600 text-white",
};

const statusStyles: Record<SaveStatus["kind"], string> = {
  saved: "text-brand-700 dark:text-brand-400",
  saving: "text-slate-500 dark:text-slate-400",
  waiting: "text-amber-700 dark:text-amber-400",
  stopped: "text-red-700 dark:text-red-400",
};

/** The exam bar's fixed height: the loading frame reserves the same, so nothing moves when the paper arrives. */
export const EXAM_BAR_CLASS =
  "flex h-12 shrink-0 sm:h-14 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:px-6 dark:border-slate-800 dark:bg-slate-950";

const exitClass =
  "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800";

/** The bar's way out, as the loading frame shows it too (there it leaves at once: nothing is open yet). */
export function ExitButton({
  onExit,
  disabled,
  label = paperWords.exit,
}: {
  onExit?: () => void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onExit}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={exitClass}
      data-testid="exam-exit"
    >
      <ChevronLeftIcon className="h-5 w-5" />
    </button>
  );
}

/** Says changes of the saved state to a screen reader (save-status.ts, saveAnnouncement). */
function useSaveAnnouncement({ kind, text }: SaveStatus) {
  const settled = useRef<SaveStatus | null>(null);
  const [said, setSaid] = useState("");
  useEffect(() => {
    // Runs when the state changes: saved again after saving is a save that landed.
    if (kind === "saving") return;
    const announcement = saveAnnouncement(settled.current, { kind, text });
    settled.current = { kind, text };
    if (announcement !== null) setSaid(announcement);
  }, [kind, text]);
  return said;
}

/**
 * The exam bar, in place of the site's header: the way out (which asks first), the one clock for
 * the whole paper (absent when untimed), the paper's title and what the server has saved, the
 * calculator and Submit. The clock is a timer (not live); polite live regions say the time left
 * at a few milestones and the changes of the saved state (offline, answers waiting, saved).
 * The clock ticks here, so a second re-renders the bar and not the whole paper.
 */
export function SittingTopBar({
  title,
  mode,
  initialSeconds,
  running,
  onTimeUp,
  totalSeconds,
  pulseWhenLow = false,
  exitLabel,
  status,
  calculatorOpen,
  calculatorRef,
  onCalculator,
  onSubmit,
  onExit,
}: {
  title: string;
  mode: "exam" | "practice";
  /** The clock's seconds left when the paper opened; null when untimed. */
  initialSeconds: number | null;
  /** False once the paper is being submitted: the clock stops. */
  running: boolean;
  /** The clock reached zero. */
  onTimeUp: () => void;
  totalSeconds: number;
  /** The clock pulses once red (where reduced motion is not asked for). */
  pulseWhenLow?: boolean;
  exitLabel?: string;
  status: SaveStatus;
  calculatorOpen: boolean;
  calculatorRef: Ref<HTMLButtonElement>;
  onCalculator: () => void;
  onSubmit: () => void;
  onExit: () => void;
}) {
  const remaining = useCountdown(initialSeconds, { running, onZero: onTimeUp });
  const colour = remaining === null ? "green" : timerColour(remaining, totalSeconds);
  const announcement = useSaveAnnouncement(status);
  return (
    <div className={EXAM_BAR_CLASS} data-testid="exam-bar">
      <ExitButton onExit={onExit} label={exitLabel} />
      {/* On a phone the saved state goes under the clock, where it has the width to be read whole. */}
      <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-3">
        <div className="flex items-center gap-2">
          {remaining !== null && (
            <span
              role="timer"
              aria-label="Time left"
              className={`shrink-0 rounded-lg px-2 py-0.5 font-mono text-lg leading-tight font-bold tabular-nums sm:px-2.5 sm:py-1 ${clockStyles[colour]}${pulseWhenLow && colour === "red" ? " motion-safe:animate-pulse" : ""}`}
              data-testid="sitting-clock"
              data-colour={colour}
              // Drawn by the server when it sent the page; the phone's count starts from when it arrived.
              suppressHydrationWarning
            >
              {formatCountdown(remaining)}
            </span>
          )}
          {mode === "practice" && (
            <span className="shrink-0 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-800 dark:bg-sky-900/60 dark:text-sky-200">
              Practice{remaining === null ? ", untimed" : ""}
            </span>
          )}
        </div>
        <div className="min-w-0 max-w-full">
          <h1 className="sr-only truncate text-sm font-semibold sm:not-sr-only">{title}</h1>
          <p
            className={`text-xs leading-tight font-medium ${statusStyles[status.kind]}`}
            data-testid="save-state"
            data-kind={status.kind}
          >
            {status.text}
          </p>
        </div>
      </div>
      <p className="sr-only" aria-live="polite" data-testid="clock-announcement" suppressHydrationWarning>
        {clockAnnouncement(remaining)}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="save-announcement">
        {announcement}
      </p>
      <button
        ref={calculatorRef}
        type="button"
        onClick={onCalculator}
        aria-expanded={calculatorOpen}
        aria-controls="sitting-calculator"
        aria-label="Calculator"
        title="Calculator"
        className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border ${calculatorOpen ? "border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300" : "border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200"}`}
      >
        <CalculatorIcon className="h-5 w-5" />
      </button>
      <button
        type="button"
        onClick={onSubmit}
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 sm:px-4"
      >
        Submit
      </button>
    </div>
  );
}
