import type { Metadata } from "next";
import Link from "next/link";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { NotFoundView } from "@/components/layout/not-found-view";
import { Alert } from "@/components/ui/alert";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { formatMinSec, percent, weakestFirst } from "@/lib/exam/display";
import type { SittingResult } from "@/server/exam/submit-sitting";
import { lagosDateTime, modeLabel } from "../../../_components/exam-names";
import { LoadFailed } from "../../_components/load-failed";
import { loadSubmittedSitting } from "../../_components/submitted-sitting";
import { ScoreRing } from "./_components/score-ring";

export const metadata: Metadata = { title: "Exam Result", robots: { index: false } };

const barTone = (share: number) => (share >= 70 ? "bg-brand-500" : share >= 50 ? "bg-amber-400" : "bg-red-500");

/** A subject's line of the result (the time spent comes with the sitting, not the scoring). */
type SubjectLine = SittingResult["subjects"][number];

function SubjectScores({ result }: { result: SittingResult }) {
  const subjects: SubjectLine[] = result.subjects;
  return (
    <section aria-labelledby="subjects-heading" className="mt-8">
      <h2 id="subjects-heading" className="text-xl font-bold">
        By subject
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="subject-scores">
        {subjects.map((s) => (
          <li
            key={s.subject}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            data-testid="subject-score"
            data-subject={s.subject}
          >
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold break-words">{s.subject}</h3>
              <p className="text-2xl font-extrabold whitespace-nowrap" data-testid="subject-score-value">
                {s.score} <span className="text-base font-semibold text-slate-500 dark:text-slate-400">/ {s.max}</span>
              </p>
            </div>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
              <div
                className={`h-full rounded-full ${barTone(percent(s.score, s.max))}`}
                style={{ width: `${percent(s.score, s.max)}%` }}
              />
            </div>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <div className="flex gap-1">
                <dt>Correct</dt>
                <dd className="font-semibold text-slate-900 dark:text-slate-100" data-testid="subject-correct">
                  {s.correct} / {s.questions}
                </dd>
              </div>
              <div className="flex gap-1">
                <dt>Time spent</dt>
                <dd
                  className="font-semibold text-slate-900 tabular-nums dark:text-slate-100"
                  data-testid="subject-time"
                >
                  {formatMinSec(s.time_spent_seconds)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Topics shown at once per subject; the rest open under them (a <details>, no script). */
const SHOWN_TOPICS = 5;

function TopicRows({ topics }: { topics: SittingResult["topics"] }) {
  return (
    <ul className="mt-2 space-y-3">
      {topics.map((t) => {
        const share = percent(t.correct, t.questions);
        return (
          <li key={t.topic} data-testid="topic-row">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words" data-testid="topic-name">
                {t.topic}
              </span>
              <span className="shrink-0 font-semibold tabular-nums" data-testid="topic-score">
                {t.correct} / {t.questions}
              </span>
            </div>
            <div
              className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              role="meter"
              aria-label={`${t.topic}: ${t.correct} of ${t.questions} correct`}
              aria-valuemin={0}
              aria-valuemax={t.questions}
              aria-valuenow={t.correct}
            >
              <div className={`h-full rounded-full ${barTone(share)}`} style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function TopicBreakdown({ result }: { result: SittingResult }) {
  return (
    <section aria-labelledby="topics-heading" className="mt-10" data-testid="topic-breakdown">
      <h2 id="topics-heading" className="text-xl font-bold">
        By topic
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Weakest topics first: start your revision at the top.
      </p>
      {result.subjects.map((s) => {
        const topics = weakestFirst(result.topics.filter((t) => t.subject === s.subject));
        if (topics.length === 0) return null;
        return (
          <div key={s.subject} className="mt-5" data-testid="topic-subject" data-subject={s.subject}>
            <h3 className="font-semibold">{s.subject}</h3>
            <TopicRows topics={topics.slice(0, SHOWN_TOPICS)} />
            {topics.length > SHOWN_TOPICS && (
              <details className="group mt-3">
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400 [&::-webkit-details-marker]:hidden">
                  <span className="group-open:hidden">Show {topics.length - SHOWN_TOPICS} more topics</span>
                  <span className="hidden group-open:inline">Show fewer topics</span>
                </summary>
                <TopicRows topics={topics.slice(SHOWN_TOPICS)} />
              </details>
            )}
          </div>
        );
      })}
    </section>
  );
}

export default async function SittingResultPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const loaded = await loadSubmittedSitting(id);
  if (loaded === "signed-out") return <SignInPrompt next={`/exams/sittings/${id}/result`} />;
  if (loaded === "missing") return <NotFoundView />;
  if (loaded === "failed") return <LoadFailed what="your result" retryHref={`/exams/sittings/${id}/result`} />;
  const { sitting, result } = loaded;
  const unanswered = result.questions - result.answered;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6" data-testid="sitting-result">
      <p className="text-sm font-semibold text-slate-500 dark:text-slate-400">
        {modeLabel[result.mode]} · submitted {lagosDateTime.format(new Date(result.submitted_at))}
      </p>
      <h1 className="mt-1 text-2xl font-bold break-words sm:text-3xl">{sitting.title}</h1>

      {result.auto_submitted && (
        <div className="mt-4">
          <Alert tone="warning" testId="auto-submitted">
            Auto-submitted when time ran out. The answers you had saved were marked.
          </Alert>
        </div>
      )}

      <div className="mt-6 flex flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left dark:border-slate-800 dark:bg-slate-900">
        <ScoreRing total={result.total} max={result.max} />
        <div>
          <p className="text-sm font-semibold text-slate-500 dark:text-slate-400">Total</p>
          <p className="text-4xl font-extrabold" data-testid="result-total">
            {result.total} <span className="text-2xl font-bold text-slate-500 dark:text-slate-400">/ {result.max}</span>
          </p>
          <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="result-answered">
            You answered {result.answered} of {result.questions} questions
            {unanswered > 0 ? `; ${unanswered} left blank` : ""}.
          </p>
        </div>
      </div>

      <SubjectScores result={result} />
      <TopicBreakdown result={result} />

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap" data-testid="result-actions">
        {result.review_available && (
          <Link href={`/exams/sittings/${sitting.id}/review`} prefetch={false} className={primaryButtonClass}>
            Review answers
          </Link>
        )}
        <Link href={`/exams#papers`} prefetch={false} className={secondaryButtonClass}>
          Sit another paper
        </Link>
        <Link href="/exams" prefetch={false} className={secondaryButtonClass}>
          Back to exams
        </Link>
      </div>
    </div>
  );
}
