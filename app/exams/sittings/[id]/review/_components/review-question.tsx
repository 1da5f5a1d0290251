import type { sittingReview } from "@/server/exam/sitting-view";
import type { StimulusDto } from "@/server/exam/sitting-content";
import { ReportQuestion } from "./report-question-form";

export type Review = Awaited<ReturnType<typeof sittingReview>>;
export type ReviewedQuestion = Review["sections"][number]["questions"][number];

export type Verdict = "correct" | "wrong" | "unanswered";
export const verdictOf = (q: Pick<ReviewedQuestion, "answer" | "correct">): Verdict =>
  q.answer === null ? "unanswered" : q.correct ? "correct" : "wrong";

// Server-rendered HTML (MathML, escaped text, tables) from the bank: wide formulas and tables scroll
// sideways inside their box rather than widening a phone's page.
export const richClass =
  "min-w-0 break-words [&_p+p]:mt-2 [&_table]:my-2 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800";

/** A field of a question: its rendered HTML when it has notation, else the plain text. */
function Rich({ html, text, className = "" }: { html?: string | null; text: string; className?: string }) {
  if (html) return <div className={`${richClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={`${richClass} whitespace-pre-line ${className}`}>{text}</div>;
}

export function StimulusBlock({ stimulus }: { stimulus: StimulusDto }) {
  return (
    <figure
      id={`stimulus-${stimulus.id}`}
      className="scroll-mt-20 rounded-xl border border-sky-200 bg-sky-50/60 p-4 dark:border-sky-900 dark:bg-sky-950/30"
      data-testid="review-stimulus"
    >
      {stimulus.title && (
        <figcaption className="mb-2 text-sm font-semibold text-sky-900 dark:text-sky-200">{stimulus.title}</figcaption>
      )}
      {stimulus.image_url && (
        // eslint-disable-next-line @next/next/no-img-element -- a bank diagram served by the API, sized by its box
        <img
          src={stimulus.image_url}
          alt={stimulus.title || "Diagram"}
          loading="lazy"
          className="mb-2 h-auto max-w-full"
        />
      )}
      <div className={`${richClass} text-sm leading-relaxed`} dangerouslySetInnerHTML={{ __html: stimulus.html }} />
    </figure>
  );
}

const verdictBadge: Record<Verdict, { label: string; tone: string }> = {
  correct: { label: "Correct", tone: "bg-brand-100 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200" },
  wrong: { label: "Wrong", tone: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200" },
  unanswered: { label: "Unanswered", tone: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300" },
};

/** One question as the candidate saw it, with their answer, the key, the verdict and why. */
export function ReviewQuestion({
  question,
  subject,
  place,
  stimulusRef,
}: {
  question: ReviewedQuestion;
  subject: string;
  /** Its place in its subject, as the sitting screen showed it. */
  place: { index: number; total: number };
  stimulusRef?: { id: string; title: string };
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
          <span className="sr-only">{subject}, </span>Question {place.index} of {place.total}
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
      {stimulusRef && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Uses{" "}
          <a
            href={`#stimulus-${stimulusRef.id}`}
            className="font-semibold text-brand-700 underline dark:text-brand-400"
          >
            {stimulusRef.title || "the passage above"}
          </a>
          .
        </p>
      )}
      <Rich html={question.html} text={question.text} className="mt-3 text-base leading-relaxed" />
      {question.image_url && (
        // eslint-disable-next-line @next/next/no-img-element -- a bank diagram served by the API, sized by its box
        <img
          src={question.image_url}
          alt={`Diagram for ${subject} question ${place.index}`}
          loading="lazy"
          className="mt-3 h-auto max-w-full"
        />
      )}
      <ul className="mt-4 space-y-2" data-testid="review-options">
        {question.options.map((option) => {
          const isKey = option.key === question.correct_answer;
          const isPick = option.key === question.answer;
          const tone = isKey
            ? "border-brand-500 bg-brand-50 dark:border-brand-600 dark:bg-brand-900/30"
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
                      <span className={isKey ? "text-brand-800 dark:text-brand-300" : "text-red-800 dark:text-red-300"}>
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
        {question.answer === null ? (
          <>You did not answer. The correct answer is {question.correct_answer}.</>
        ) : question.correct ? (
          <>You answered {question.answer}: correct.</>
        ) : (
          <>
            You answered {question.answer}. The correct answer is {question.correct_answer}.
          </>
        )}
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
      <ReportQuestion questionId={question.id} />
    </article>
  );
}
