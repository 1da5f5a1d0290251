import Link from "next/link";
import { itemFlagLabel, type ItemFlag } from "@/lib/exam/item-flag";
import { MIN_RESPONSES } from "@/lib/exam/item-stats";
import type { BankQuestionDto } from "@/server/bank/question-dto";
import type { BankListQuestion } from "@/server/bank/read-questions";
import { RichField } from "./rich-field";

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";
const flagTone: Record<ItemFlag, string> = {
  check_key: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  too_easy: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  too_hard: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
};

/** "0.62" for a figure of the statistics, "–" while there is none. */
const figure = (value: number | null) => (value === null ? "–" : value.toFixed(2));

/** What the statistics say, in words a tutor reads at a glance. */
export function StatsLine({ stats }: { stats: BankQuestionDto["stats"] }) {
  if (stats.facility === null) {
    return (
      <span>
        {stats.responses} of {MIN_RESPONSES} responses needed for statistics
      </span>
    );
  }
  return (
    <span>
      {stats.responses} responses · facility {figure(stats.facility)} · discrimination {figure(stats.discrimination)}
    </span>
  );
}

export function FlagBadge({ flag }: { flag: ItemFlag | null }) {
  if (!flag) return null;
  return (
    <span className={`${badge} ${flagTone[flag]}`} data-testid="item-flag">
      {itemFlagLabel[flag]}
    </span>
  );
}

/** Quality warnings, each with its reason; nothing when there are none. */
export function QualityChecks({
  messages,
  note,
  testId = "quality-checks",
}: {
  messages: string[];
  note?: string;
  testId?: string;
}) {
  if (messages.length === 0) return null;
  return (
    <section
      aria-label="Things to check"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      data-testid={testId}
    >
      <h3 className="font-semibold">
        {messages.length === 1 ? "1 thing to check" : `${messages.length} things to check`}
        {note && ` ${note}`}
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </section>
  );
}

const reviewBadge: Record<string, { label: string; tone: string } | undefined> = {
  submitted: {
    label: "Waiting for an editor",
    tone: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
  },
  approved: {
    label: "In the platform pool",
    tone: "bg-brand-100 text-brand-900 dark:bg-brand-900/40 dark:text-brand-200",
  },
  rejected: { label: "Rejected by an editor", tone: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200" },
};

/** Where the question stands with the editors; nothing while it is private. */
export function ReviewBadge({ status }: { status: string }) {
  const badgeOf = reviewBadge[status];
  if (!badgeOf) return null;
  return (
    <span className={`${badge} ${badgeOf.tone}`} data-testid="review-status">
      {badgeOf.label}
    </span>
  );
}

export function QuestionCard({ question }: { question: BankListQuestion }) {
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="bank-question"
    >
      <Link
        href={`/studio/bank/questions/${question.id}`}
        className="block font-medium break-words text-slate-900 hover:text-brand-700 dark:text-slate-100"
      >
        <RichField html={question.html?.text} text={question.text} className="line-clamp-3 wrap-anywhere" />
      </Link>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {question.subject}
        {question.topic && ` · ${question.topic.name}`} · {question.exams.join(", ")} ·{" "}
        {question.shown_difficulty.difficulty}
        {question.shown_difficulty.from === "facility" && " (from answers)"} · v{question.version}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        <StatsLine stats={question.stats} />
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {question.status === "retired" && (
          <span className={`${badge} bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300`}>Retired</span>
        )}
        <ReviewBadge status={question.review_status} />
        <FlagBadge flag={question.flag} />
        {question.checks.length > 0 && (
          <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}>
            {question.checks.length} to check
          </span>
        )}
        {question.open_reports > 0 && (
          <span className={`${badge} bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200`}>
            {question.open_reports} open report{question.open_reports === 1 ? "" : "s"}
          </span>
        )}
      </div>
    </li>
  );
}
