"use client";

import { useEffect, useRef, type Ref } from "react";
import { FlagIcon } from "@/components/ui/icons";
import { secondaryButtonClass } from "@/components/ui/styles";
import { RichText } from "./rich-text";
import type { CheckResult, OptionKey, SittingQuestion } from "./sitting-types";

export type CheckState = {
  status: "idle" | "checking" | "waiting" | "failed";
  message?: string;
  link?: { href: string; label: string };
};

function optionClass(selected: boolean, verdict: "right" | "wrong" | null) {
  const base =
    "relative flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 px-3 py-2 sm:min-h-12 sm:py-2.5 has-[input:disabled]:cursor-default has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500 has-[input:focus-visible]:ring-offset-2 dark:has-[input:focus-visible]:ring-offset-slate-950";
  if (verdict === "right") return `${base} border-brand-600 bg-brand-50 dark:bg-brand-900/40`;
  if (verdict === "wrong") return `${base} border-red-500 bg-red-50 dark:bg-red-950/50`;
  if (selected) return `${base} border-brand-600 bg-brand-50 dark:bg-brand-900/40`;
  return `${base} border-slate-200 hover:border-slate-300 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900`;
}

function badgeClass(selected: boolean, verdict: "right" | "wrong" | null) {
  if (verdict === "wrong") return "border-red-600 bg-red-600 text-white";
  if (verdict === "right" && !selected) return "border-brand-600 text-brand-700 dark:text-brand-300";
  if (selected) return "border-brand-600 bg-brand-600 text-white";
  return "border-slate-400 text-slate-700 dark:border-slate-600 dark:text-slate-200";
}

/**
 * The question on screen, at the full width: its place in the subject and the flag, then the
 * question as a radio group (a fieldset whose legend is the question) with its options as
 * large lettered targets. In practice mode a Check button, then whether the answer was right,
 * the right option and why.
 */
export function QuestionPanel({
  question,
  subject,
  index,
  total,
  mode,
  chosen,
  flagged,
  locked,
  check,
  checkState,
  headingRef,
  onChoose,
  onToggleFlag,
  onCheck,
}: {
  question: SittingQuestion;
  subject: string;
  index: number;
  total: number;
  mode: "exam" | "practice";
  chosen: OptionKey | undefined;
  flagged: boolean;
  /** No more answers: submitting, or the server takes nothing more. */
  locked: boolean;
  check: CheckResult | undefined;
  checkState: CheckState;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (key: OptionKey) => void;
  onToggleFlag: () => void;
  onCheck: () => void;
}) {
  const legendId = `question-${question.id}-text`;
  const answerLocked = locked || check !== undefined;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const latest = useRef({ chosen, answerLocked, onChoose });
  useEffect(() => {
    latest.current = { chosen, answerLocked, onChoose };
  });
  // The server's HTML shows the question before the page's script runs, and a tap then ticks
  // its radio without React knowing (React does not replay it): taken as the choice once
  // React runs, so it is kept and saved instead of only looking chosen.
  useEffect(() => {
    const ticked = fieldset.current?.querySelector<HTMLInputElement>(`input[name="answer-${question.id}"]:checked`);
    const { chosen, answerLocked, onChoose } = latest.current;
    if (ticked && ticked.value !== chosen && !answerLocked) onChoose(ticked.value);
    // Once, for the HTML it was hydrated from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div data-testid="question-panel" data-question-id={question.id}>
      <div className="flex items-center justify-between gap-3">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-sm font-semibold text-slate-600 outline-none dark:text-slate-400"
          data-testid="question-position"
        >
          <span className="sr-only">{subject}, </span>Question {index + 1} of {total}
        </h2>
        <button
          type="button"
          aria-pressed={flagged}
          onClick={onToggleFlag}
          disabled={locked}
          className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold ${flagged ? "border-amber-500 bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200" : "border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-300"}`}
          data-testid="flag-button"
        >
          <FlagIcon className="h-4 w-4" filled={flagged} />
          {flagged ? "Flagged" : "Flag"}
        </button>
      </div>

      <fieldset ref={fieldset} className="mt-2" aria-describedby={check ? `${legendId}-feedback` : undefined}>
        <legend
          id={legendId}
          className="w-full text-base leading-snug font-medium sm:text-lg sm:leading-relaxed"
          data-testid="question-text"
        >
          <RichText text={question.text} html={question.html} />
        </legend>
        {question.image_url && (
          // eslint-disable-next-line @next/next/no-img-element -- a bank diagram (SVG or WebP) at its own size; kept by the HTTP cache for offline use
          <img
            src={question.image_url}
            alt={`Diagram for question ${index + 1}`}
            className="mt-3 h-auto max-w-full rounded bg-white"
          />
        )}
        <div className="mt-3 space-y-2 sm:mt-4">
          {question.options.map((option) => {
            const selected = chosen === option.key;
            const verdict = check ? (option.key === check.correct_answer ? "right" : selected ? "wrong" : null) : null;
            return (
              <label
                key={option.key}
                className={optionClass(selected, verdict)}
                data-testid="option"
                data-key={option.key}
                data-selected={selected}
              >
                <input
                  type="radio"
                  name={`answer-${question.id}`}
                  value={option.key}
                  checked={selected}
                  disabled={answerLocked && !selected}
                  onChange={() => !answerLocked && onChoose(option.key)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${badgeClass(selected, verdict)}`}
                >
                  {option.key}
                </span>
                <span className="sr-only">{option.key}.</span>
                <RichText
                  text={option.text}
                  html={option.html}
                  className="min-w-0 flex-1 pt-0.5 leading-snug break-words sm:leading-relaxed"
                />
                {verdict === "right" && (
                  <span className="shrink-0 pt-0.5 text-xs font-bold text-brand-700 dark:text-brand-300">
                    Right answer
                  </span>
                )}
                {verdict === "wrong" && (
                  <span className="shrink-0 pt-0.5 text-xs font-bold text-red-700 dark:text-red-300">Your answer</span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>

      {mode === "practice" && (
        <div className="mt-4">
          {check ? (
            <div
              id={`${legendId}-feedback`}
              role="status"
              className={`rounded-xl px-4 py-3 text-sm ${check.correct ? "bg-brand-50 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100" : "bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-100"}`}
              data-testid="check-feedback"
              data-correct={check.correct}
            >
              <p className="font-semibold">
                {check.correct ? "Correct." : `Not quite: the answer is ${check.correct_answer}.`}
              </p>
              {(check.explanation || check.explanation_html) && (
                <RichText
                  as="div"
                  className="mt-1 leading-relaxed"
                  text={check.explanation}
                  html={check.explanation_html}
                />
              )}
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={!chosen || locked || checkState.status === "checking" || checkState.status === "waiting"}
                onClick={onCheck}
                data-testid="check-button"
              >
                {checkState.status === "checking" ? "Checking…" : "Check answer"}
              </button>
              {checkState.status === "waiting" && (
                <p className="text-sm text-amber-700 dark:text-amber-400">
                  Waiting for a connection to check. Your answer is kept.
                </p>
              )}
              {checkState.status === "failed" && (
                <p className="text-sm text-red-700 dark:text-red-400" role="alert">
                  {checkState.message}
                  {checkState.link && (
                    <>
                      {" "}
                      <a href={checkState.link.href} className="font-semibold underline" data-testid="check-exam-link">
                        {checkState.link.label}
                      </a>
                    </>
                  )}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
