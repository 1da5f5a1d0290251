import { ChevronLeftIcon, ChevronRightIcon, GridIcon } from "@/components/ui/icons";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";

/**
 * Previous and Next, always on screen at the bottom within reach of the thumb, and on a phone
 * the button that opens the question grid between them.
 */
export function SittingPager({
  atFirst,
  atLast,
  position,
  navigatorOpen,
  onStep,
  onOpenNavigator,
}: {
  atFirst: boolean;
  atLast: boolean;
  /** "5/40": the question on screen in its subject. */
  position: string;
  navigatorOpen: boolean;
  onStep: (by: 1 | -1) => void;
  onOpenNavigator: () => void;
}) {
  return (
    <div className="flex shrink-0 items-center justify-between gap-2 border-t border-slate-200 bg-white px-3 py-1.5 sm:px-6 sm:py-2 dark:border-slate-800 dark:bg-slate-950">
      <button
        type="button"
        className={`${secondaryButtonClass} gap-1 px-3`}
        disabled={atFirst}
        onClick={() => onStep(-1)}
      >
        <ChevronLeftIcon className="h-4 w-4" />
        Previous
      </button>
      <button
        type="button"
        onClick={onOpenNavigator}
        aria-expanded={navigatorOpen}
        aria-controls="sitting-navigator"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        data-testid="open-navigator"
      >
        <GridIcon className="h-5 w-5" />
        <span className="sr-only">Questions, on question </span>
        <span className="tabular-nums">{position}</span>
      </button>
      <button type="button" className={`${primaryButtonClass} gap-1 px-4`} disabled={atLast} onClick={() => onStep(1)}>
        Next
        <ChevronRightIcon className="h-4 w-4" />
      </button>
    </div>
  );
}
