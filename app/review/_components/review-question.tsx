import type { ReviewQuestion } from "@/lib/study/review-types";

// A deck card's question at the phone's width: the shared material (a passage, table or
// diagram), the question and its lettered options. Fields with notation arrive as HTML the server
// rendered (MathML, or escaped text: lib/notation/render.ts, lib/exam/stimulus-html.ts);
// the rest is plain text.

function Rich({
  html,
  text,
  className,
  testId,
  inline = false,
}: {
  html?: string;
  text: string;
  className?: string;
  testId?: string;
  inline?: boolean;
}) {
  const Tag = inline ? "span" : "div";
  if (html) return <Tag className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Tag className={className} data-testid={testId}>
      {text}
    </Tag>
  );
}

function Stimulus({ stimulus }: { stimulus: NonNullable<ReviewQuestion["stimulus"]> }) {
  const label =
    stimulus.kind === "passage" ? "Read the passage" : stimulus.kind === "table" ? "The table" : "The diagram";
  return (
    <details
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950"
      open={stimulus.kind !== "passage"}
    >
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">
        {label}
        {stimulus.title ? `: ${stimulus.title}` : ""}
      </summary>
      {stimulus.image_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a diagram from storage, sized by the phone's width
        <img
          src={stimulus.image_url}
          alt={stimulus.title || "Diagram for this question"}
          className="mt-2 h-auto max-w-full"
          loading="lazy"
        />
      ) : null}
      <div
        className="review-stimulus mt-2 space-y-2 overflow-x-auto text-sm leading-relaxed"
        dangerouslySetInnerHTML={{ __html: stimulus.html }}
      />
    </details>
  );
}

type OptionMark = "idle" | "chosen" | "right" | "wrong";

function markOf(key: string, chosen: string | undefined, correctKey: string | undefined): OptionMark {
  if (correctKey !== undefined && key === correctKey) return "right";
  if (key === chosen) return correctKey === undefined ? "chosen" : "wrong";
  return "idle";
}

const optionLook: Record<OptionMark, string> = {
  idle: "border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800",
  // Not the brand's green: offline, a chosen answer must not look right before it is marked.
  chosen: "border-sky-600 bg-sky-50 dark:bg-sky-950/50",
  right: "border-green-600 bg-green-50 text-green-950 dark:bg-green-950/50 dark:text-green-100",
  wrong: "border-red-600 bg-red-50 text-red-950 dark:bg-red-950/50 dark:text-red-100",
};

export function ReviewQuestionView({
  question,
  chosen,
  correctKey,
  locked,
  onChoose,
}: {
  question: ReviewQuestion;
  /** The student's answer, once given. */
  chosen: string | undefined;
  /** The key, once the server has told it. */
  correctKey: string | undefined;
  /** Once answered, the options no longer change the answer. */
  locked: boolean;
  onChoose: (key: string) => void;
}) {
  return (
    <div className="space-y-4">
      {question.stimulus ? <Stimulus stimulus={question.stimulus} /> : null}
      {question.image_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a question's diagram from storage
        <img src={question.image_url} alt="Diagram for this question" className="h-auto max-w-full" loading="lazy" />
      ) : null}
      <Rich
        html={question.html}
        text={question.text}
        className="text-lg leading-snug font-medium"
        testId="review-question-text"
      />
      <div role="group" aria-label="Options" className="space-y-2">
        {question.options.map((option) => {
          const mark = markOf(option.key, chosen, correctKey);
          return (
            <button
              key={option.key}
              type="button"
              disabled={locked}
              aria-pressed={option.key === chosen}
              onClick={() => onChoose(option.key)}
              data-testid="review-option"
              data-mark={mark}
              className={`flex min-h-12 w-full items-start gap-3 rounded-xl border px-4 py-3 text-left disabled:cursor-default ${optionLook[mark]}`}
            >
              <span className="font-bold">{option.key}.</span>
              <Rich html={option.html} text={option.text} className="min-w-0 flex-1" inline />
            </button>
          );
        })}
      </div>
    </div>
  );
}
