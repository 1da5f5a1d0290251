import "katex/dist/katex.min.css";
import type { Metadata } from "next";
import Link from "next/link";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { secondaryButtonClass } from "@/components/ui/styles";
import { AppError } from "@/server/errors";
import { sittingReview } from "@/server/exam/sitting-view";
import { log } from "@/server/log";
import { LoadFailed } from "../../_components/load-failed";
import { loadSubmittedSitting } from "../../_components/submitted-sitting";
import { ReviewQuestion, StimulusBlock, verdictOf, type Review, type ReviewedQuestion } from "./_components/review-question";

export const metadata: Metadata = { title: "Review Answers", robots: { index: false } };

// The review of a submitted sitting: every question as drawn, the candidate's answer, the key and
// the explanation. Filters are links (?show=, ?subject=), so the page needs no script for them;
// the only client part is each question's report form.

const FILTERS = [
  { value: "all", label: "All" },
  { value: "wrong", label: "Wrong" },
  { value: "unanswered", label: "Unanswered" },
  { value: "flagged", label: "Flagged" },
] as const;
type Filter = (typeof FILTERS)[number]["value"];

const matches: Record<Filter, (q: ReviewedQuestion) => boolean> = {
  all: () => true,
  wrong: (q) => verdictOf(q) === "wrong",
  unanswered: (q) => verdictOf(q) === "unanswered",
  flagged: (q) => q.flagged,
};

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function hrefFor(id: string, show: Filter, subject: string | null) {
  const query = new URLSearchParams();
  if (show !== "all") query.set("show", show);
  if (subject) query.set("subject", subject);
  const qs = query.toString();
  return `/exams/sittings/${id}/review${qs ? `?${qs}` : ""}`;
}

const chipClass =
  "inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-semibold aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:hover:bg-brand-700";

function Chips({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 py-1">{children}</ul>
    </nav>
  );
}

async function loadReview(studentId: string, id: string): Promise<Review | "withheld" | "failed"> {
  try {
    return await sittingReview(studentId, id);
  } catch (err) {
    if (err instanceof AppError && err.code === "forbidden") return "withheld";
    log.error("a sitting's review could not be read", { err, sittingId: id });
    return "failed";
  }
}

export default async function SittingReviewPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Search> }) {
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const loaded = await loadSubmittedSitting(id);
  if (loaded === "signed-out") return <SignInPrompt next={`/exams/sittings/${id}/review`} />;
  if (loaded === "failed") return <LoadFailed what="the review" retryHref={`/exams/sittings/${id}/review`} />;
  const review = await loadReview(loaded.studentId, id);
  if (review === "failed") return <LoadFailed what="the review" retryHref={`/exams/sittings/${id}/review`} />;
  const { sitting } = loaded;

  const requested = one(search.show);
  const show: Filter = FILTERS.some((f) => f.value === requested) ? (requested as Filter) : "all";
  const subjects = review === "withheld" ? [] : review.sections.map((s) => s.subject);
  const subjectParam = one(search.subject);
  const subject = subjectParam && subjects.includes(subjectParam) && subjects.length > 1 ? subjectParam : null;

  const header = (
    <>
      <Link
        href={`/exams/sittings/${id}/result`}
        prefetch={false}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
      >
        ← Back to your result
      </Link>
      <h1 className="mt-1 text-2xl font-bold break-words sm:text-3xl">Review: {sitting.title}</h1>
    </>
  );

  if (review === "withheld") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-testid="sitting-review">
        {header}
        <p className="mt-6 rounded-lg bg-slate-100 px-4 py-3 text-slate-700 dark:bg-slate-800 dark:text-slate-300" data-testid="review-withheld">
          This paper does not show its answers. Your score by subject and topic is on your result.
        </p>
      </div>
    );
  }

  const all = review.sections.flatMap((s) => s.questions);
  const inSubject = subject ? (review.sections.find((s) => s.subject === subject)?.questions ?? []) : all;
  const count = (filter: Filter) => inSubject.filter(matches[filter]).length;
  const stimuli = new Map(review.stimuli.map((s) => [s.id, s]));
  const shownStimuli = new Set<string>();
  const sections = review.sections
    .filter((s) => !subject || s.subject === subject)
    .map((s) => ({ subject: s.subject, questions: s.questions.filter(matches[show]) }))
    .filter((s) => s.questions.length > 0);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-testid="sitting-review">
      {header}
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {loaded.result.total} / {loaded.result.max} · {all.filter((q) => verdictOf(q) === "correct").length} of {all.length} correct
      </p>

      <div className="mt-6 space-y-2">
        {subjects.length > 1 && (
          <Chips label="Subject">
            {[null, ...subjects].map((s) => (
              <li key={s ?? "all"}>
                <Link href={hrefFor(id, show, s)} prefetch={false} aria-current={s === subject ? "page" : undefined} className={chipClass}>
                  {s ?? "All subjects"}
                </Link>
              </li>
            ))}
          </Chips>
        )}
        <Chips label="Show">
          {FILTERS.map((f) => (
            <li key={f.value}>
              <Link
                href={hrefFor(id, f.value, subject)}
                prefetch={false}
                aria-current={f.value === show ? "page" : undefined}
                className={chipClass}
                data-testid={`filter-${f.value}`}
              >
                {f.label} <span className="font-normal opacity-80">{count(f.value)}</span>
              </Link>
            </li>
          ))}
        </Chips>
      </div>

      {sections.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700" data-testid="review-empty">
          <p className="font-semibold">No {show === "all" ? "" : `${FILTERS.find((f) => f.value === show)!.label.toLowerCase()} `}questions here.</p>
          <Link href={hrefFor(id, "all", subject)} prefetch={false} className={`${secondaryButtonClass} mt-4`}>
            Show all questions
          </Link>
        </div>
      ) : (
        sections.map((section) => (
          <section
            key={section.subject}
            aria-labelledby={`review-${section.subject}`}
            className="mt-8"
            data-testid="review-section"
            data-subject={section.subject}
          >
            <h2 id={`review-${section.subject}`} className="text-xl font-bold">
              {section.subject}
            </h2>
            <ol className="mt-3 space-y-4">
              {section.questions.map((question) => {
                const stimulus = question.stimulus_id ? stimuli.get(question.stimulus_id) : undefined;
                const first = stimulus && !shownStimuli.has(stimulus.id);
                if (stimulus) shownStimuli.add(stimulus.id);
                return (
                  <li key={question.id} className="space-y-3">
                    {first && <StimulusBlock stimulus={stimulus} />}
                    <ReviewQuestion question={question} stimulusRef={stimulus && !first ? { id: stimulus.id, title: stimulus.title } : undefined} />
                  </li>
                );
              })}
            </ol>
          </section>
        ))
      )}
    </div>
  );
}
