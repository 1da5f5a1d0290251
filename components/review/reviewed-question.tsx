import type { ReactNode } from "react";

// One answered question after the fact, as a paper's review (app/exams/sittings/[id]/review) and a
// course quiz's result (app/quiz/[quizId]/result) show it: the question as it was shown, the
// candidate's answer, the key, the verdict and why.

/** A reviewed question, as the sittings' review gives it; a course quiz's result maps its own to it. */
export type ReviewedItem = {
  id: string;
  number: number;
  text: string;
  html?: string | null;
  image_url?: string | null;
  options: { key: string; text: string; html?: string | null }[];
  answer: string | null;
  /** The key; null while the quiz's review policy withholds it. */
  correct_answer: string | null;
  correct: boolean | null;
  explanation: string;
  explanation_html?: string | null;
  flagged?: boolean;
};

export type Verdict = "correct" | "wrong" | "unanswered" | "answered";
export const verdictOf = (q: Pick<ReviewedItem, "answer" | "correct">): Verdict =>
  q.answer === null ? "unanswered" : q.correct === null ? "answered" : q.correct ? "correct" : "wrong";

// Server-rendered HTML (MathML, escaped text, tables) from the bank: wide formulas and tables scroll
// sideways inside their box rather than widening a phone's page.
export const richClass =
  "min-w-0 break-words [&_p+p]:mt-2 [&_table]:my-2 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800";

/** A field of a question: its rendered HTML when it has notation, else the plain text. */
function Rich({ html, text, className = "" }: { html?: string | null; text: string; className?: string }) {
  if (html) return <div className={`${richClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={`${richClass} whitespace-pre-line ${className}`}>{text}</div>;
}

const verdictBadge: Record<Verdict, { label: string; tone: string }> = {
  correct: { label: "Correct", tone: "bg-brand-100 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200" },
  wrong: { label: "Wrong", tone: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200" },
  unanswered: { label: "Unanswered", tone: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300" },
  answered: { label: "Answered", tone: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300" },
};

function answerSummary(q: ReviewedItem): string {
  if (q.correct_answer === null) return q.answer === null ? "You did not answer." : `You answered ${q.answer}.`;
  if (q.answer === null) return `You did not answer. The correct answer is ${q.correct_answer}.`;
  if (q.correct) return `You answered ${q.answer}: correct.`;
  return `You answered ${q.answer}. The correct answer is ${q.correct_answer}.`;
}

/** One question as the candidate saw it, with their answer, the key (when given), the verdict and why. */
export function ReviewedQuestion({
  question,
  context,
  place,
  before,
  after,
}: {
  question: ReviewedItem;
  /** Read before the question's heading by a screen reader: its subject in a paper. */
  context?: string;
  /** Its place, as the exam or quiz showed it. */
  place: { index: number; total: number };
  /** Under the heading: a pointer to the passage it uses. */
  before?: ReactNode;
  /** At the end: reporting a problem with a bank question. */
  after?: ReactNode;
}) {
  const verdict = verdictOf(question);
  const badge = verdictBadge[verdict];
  return (
    <article
      id={`q-${question.number}`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="review-question"
      data-verdict={verdict}
      data-flagged={question.flagged || undefined}
      aria-labelledby={`q-${question.number}-heading`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`q-${question.number}-heading`} className="mr-auto font-bold">
          {context && <span className="sr-only">{context}, </span>}Question {place.index} of {place.total}
        </h3>
        {question.flagged && (
          <span
            className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-900/50 dark:text-amber-200"
            data-testid="flagged"
          >
            Flagged
          </span>
        )}
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.tone}`} data-testid="verdict">
          {badge.label}
        </span>
      </header>
      {before}
      <Rich html={question.html} text={question.text} className="mt-3 text-base leading-relaxed" />
      {question.image_url && (
        // eslint-disable-next-line @next/next/no-img-element -- a bank diagram served by the API, sized by its box
        <img
          src={question.image_url}
          alt={`Diagram for ${context ? `${context} ` : ""}question ${place.index}`}
          loading="lazy"
          className="mt-3 h-auto max-w-full"
        />
      )}
      <ul className="mt-4 space-y-2" data-testid="review-options">
        {question.options.map((option) => {
          const isKey = option.key === question.correct_answer;
          const isPick = option.key === question.answer;
          // Without the key (a quiz's review policy), the pick is shown without a verdict.
          const keyless = question.correct_answer === null;
          const tone = isKey
            ? "border-brand-500 bg-brand-50 dark:border-brand-600 dark:bg-brand-900/30"
            : isPick && keyless
              ? "border-slate-400 bg-slate-100 dark:border-slate-600 dark:bg-slate-800"
              : isPick
                ? "border-red-400 bg-red-50 dark:border-red-800 dark:bg-red-950/40"
                : "border-slate-200 dark:border-slate-800";
          return (
            <li
              key={option.key}
              className={`flex gap-3 rounded-lg border px-3 py-2 ${tone}`}
              data-testid="review-option"
              data-key={option.key}
              data-correct-key={isKey || undefined}
              data-picked={isPick || undefined}
            >
              <span className="font-bold">{option.key}.</span>
              <div className="min-w-0 flex-1">
                <Rich html={option.html} text={option.text} />
                {(isKey || isPick) && (
                  <p className="mt-1 text-xs font-semibold">
                    {isKey && <span className="text-brand-800 dark:text-brand-300">Correct answer</span>}
                    {isKey && isPick && " · "}
                    {isPick && (
                      <span
                        className={
                          isKey
                            ? "text-brand-800 dark:text-brand-300"
                            : keyless
                              ? "text-slate-700 dark:text-slate-300"
                              : "text-red-800 dark:text-red-300"
                        }
                      >
                        Your answer
                      </span>
                    )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm" data-testid="answer-summary">
        {answerSummary(question)}
      </p>
      {(question.explanation || question.explanation_html) && (
        <div
          className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
          data-testid="explanation"
        >
          <p className="font-semibold">Explanation</p>
          <Rich html={question.explanation_html} text={question.explanation} className="mt-1" />
        </div>
      )}
      {after}
    </article>
  );
}
