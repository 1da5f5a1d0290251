import { formatCountdown, type TimerColour } from "@/lib/quizzes/quiz-rules";
import { GridIcon } from "@/components/ui/icons";

const timerStyles: Record<TimerColour, string> = {
  green: "bg-brand-600 text-white",
  yellow: "bg-amber-400 text-slate-900",
  red: "bg-red-600 text-white animate-pulse",
};

/**
 * Stays under the site header however far the page scrolls (fixed on a phone, where the
 * footer would otherwise carry it away; sticky beside the navigator column on large screens): the button that opens the question
 * navigator on small screens, how many questions are answered, and the countdown.
 */
export function QuizTimerBar({
  total,
  answered,
  remaining,
  colour,
  navigatorOpen,
  onOpenNavigator,
}: {
  total: number;
  answered: number;
  remaining: number | null;
  colour: TimerColour;
  navigatorOpen: boolean;
  onOpenNavigator: () => void;
}) {
  return (
    <>
      {/* On a phone the bar is fixed, out of the flow: this keeps its place. */}
      <div className="h-[4.75rem] lg:hidden" aria-hidden="true" />
      <div className="fixed inset-x-0 top-16 z-30 h-[4.75rem] border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur lg:sticky lg:-mx-6 lg:h-auto lg:px-6 dark:border-slate-800 dark:bg-slate-950/95">
        <div className="flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={onOpenNavigator}
            aria-expanded={navigatorOpen}
            aria-controls="question-navigator"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold lg:hidden dark:border-slate-700"
          >
            <GridIcon className="h-5 w-5" />
            Questions
          </button>
          <p className="min-w-0 flex-1 text-sm whitespace-nowrap text-slate-600 dark:text-slate-400">
            <span data-testid="answered-count">{answered} answered</span>
            <span className="hidden sm:inline"> of {total}</span>
          </p>
          {remaining !== null && (
            <span
              className={`rounded-lg px-3 py-1.5 font-mono text-lg font-bold ${timerStyles[colour]}`}
              data-testid="quiz-timer"
              data-colour={colour}
              role="timer"
              aria-label="Time left"
            >
              {formatCountdown(remaining)}
            </span>
          )}
        </div>
        <div className="mt-2 h-1.5 rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
          <div className="h-1.5 rounded-full bg-brand-500" style={{ width: `${(answered / total) * 100}%` }} />
        </div>
      </div>
    </>
  );
}
