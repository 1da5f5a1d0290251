import { RichText } from "@/app/exams/sittings/[id]/_components/rich-text";
import { FlagIcon } from "@/components/ui/icons";
import { optionLetter } from "@/lib/quizzes/quiz-rules";
import type { Question } from "./attempt-storage";

/** One question at the full width of the screen: its number and flag, the text and the lettered options. */
export function QuestionCard({
  question,
  position,
  total,
  chosen,
  flagged,
  onChoose,
  onToggleFlag,
}: {
  question: Question;
  position: number;
  total: number;
  chosen: number | undefined;
  flagged: boolean;
  onChoose: (index: number) => void;
  onToggleFlag: () => void;
}) {
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="question-text"
      data-testid="question-card"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-400" data-testid="question-position">
          Question {position} of {total}
        </p>
        <button
          type="button"
          aria-pressed={flagged}
          aria-label={flagged ? "Remove flag" : "Flag for review"}
          title={flagged ? "Remove flag" : "Flag for review"}
          onClick={onToggleFlag}
          className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border ${flagged ? "border-amber-500 bg-amber-100 text-amber-700 dark:bg-amber-900/50 dark:text-amber-300" : "border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400"}`}
          data-testid="flag-button"
        >
          <FlagIcon className="h-5 w-5" filled={flagged} />
        </button>
      </div>
      <h2 id="question-text" className="mt-2 text-lg font-medium" data-testid="question-text">
        <RichText text={question.question} html={question.html?.question} />
      </h2>
      <fieldset className="mt-4 space-y-2">
        <legend className="sr-only">Options</legend>
        {question.options.map((option, i) => (
          <label
            key={i}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 ${chosen === i ? "border-brand-600 bg-brand-50 dark:bg-brand-900/40" : "border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800"}`}
            data-testid="option"
          >
            <input
              type="radio"
              name={`q-${question.id}`}
              checked={chosen === i}
              onChange={() => onChoose(i)}
              className="mt-1 accent-brand-600"
            />
            <span className="font-bold">{optionLetter(i)}.</span>
            <RichText text={option} html={question.html?.options[i]} />
          </label>
        ))}
      </fieldset>
      <p className="mt-4 hidden text-xs text-slate-500 sm:block">
        Keys: A–D answer · N next · P previous · F flag · S submit
      </p>
    </section>
  );
}
