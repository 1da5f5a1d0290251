import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { secondaryButtonClass } from "@/components/ui/styles";

/**
 * Previous and Next in a bar at the bottom of the screen, in reach of the thumb whatever the
 * question's length: fixed on a phone (the quiz leaves room for it), sticky on large screens.
 */
export function QuestionPager({
  atFirst,
  atLast,
  onStep,
}: {
  atFirst: boolean;
  atLast: boolean;
  onStep: (by: number) => void;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex justify-between gap-3 border-t border-slate-200 bg-white/95 px-3 py-2 backdrop-blur lg:sticky lg:-mx-6 lg:mt-4 lg:px-6 dark:border-slate-800 dark:bg-slate-950/95">
      <button
        type="button"
        className={`${secondaryButtonClass} gap-1 pl-3`}
        disabled={atFirst}
        onClick={() => onStep(-1)}
      >
        <ChevronLeftIcon className="h-4 w-4" />
        Previous
      </button>
      <button
        type="button"
        className={`${secondaryButtonClass} gap-1 pr-3`}
        disabled={atLast}
        onClick={() => onStep(1)}
      >
        Next
        <ChevronRightIcon className="h-4 w-4" />
      </button>
    </div>
  );
}
