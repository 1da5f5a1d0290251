import type { Metadata } from "next";
import Link from "next/link";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { NotFoundView } from "@/components/layout/not-found-view";
import { AutoSubmitSelect } from "@/components/ui/auto-submit-select";
import { inputClass, secondaryButtonClass } from "@/components/ui/styles";
import { SkeletonCards } from "@/components/ui/skeleton";
import { showingRange } from "@/lib/ui/format";
import { loadingTrigger } from "@/lib/web/page-enhancements";
import { AppError } from "@/server/errors";
import { EXAM_IN_PROGRESS_MESSAGE } from "@/lib/exam/exam-in-progress";
import { openExamSitting } from "@/server/exam/exam-in-progress";
import { sittingReview } from "@/server/exam/sitting-view";
import { log } from "@/server/log";
import { LoadFailed } from "../../_components/load-failed";
import { loadSubmittedSitting } from "../../_components/submitted-sitting";
import { ReviewedQuestion, verdictOf } from "@/components/review/reviewed-question";
import { ReportQuestion } from "./_components/report-question-form";
import { StimulusBlock, UsesStimulus } from "./_components/review-stimulus";

type Review = Awaited<ReturnType<typeof sittingReview>>;
type Reviewed = Review["sections"][number]["questions"][number];

export const metadata: Metadata = { title: "Review Answers", robots: { index: false } };

// The review of a submitted sitting: every question as drawn, the candidate's answer, the key and
// the explanation, a page of questions at a time. Filters and pages are links (?show=, ?subject=,
// ?page=), so the page needs no script for them; the only client part is each question's report form.

const FILTERS = [
  { value: "all", label: "All" },
  { value: "wrong", label: "Wrong" },
  { value: "unanswered", label: "Unanswered" },
  { value: "flagged", label: "Flagged" },
] as const;
type Filter = (typeof FILTERS)[number]["value"];

const matches: Record<Filter, (q: Reviewed) => boolean> = {
  all: () => true,
  wrong: (q) => verdictOf(q) === "wrong",
  unanswered: (q) => verdictOf(q) === "unanswered",
  flagged: (q) => q.flagged,
};

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const REGION_ID = "review-questions";

/** Questions per page: a UTME review whole is megabytes of HTML (notation is verbose), too much for a phone. */
export const REVIEW_PAGE_SIZE = 20;

function hrefFor(id: string, show: Filter, subject: string | null, page = 1) {
  const query = new URLSearchParams();
  if (show !== "all") query.set("show", show);
  if (subject) query.set("subject", subject);
  if (page > 1) query.set("page", String(page));
  const qs = query.toString();
  return `/exams/sittings/${id}/review${qs ? `?${qs}` : ""}`;
}

const chipClass =
  "inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 text-sm font-semibold aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:hover:bg-brand-700";

function Chips({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </nav>
  );
}

async function loadReview(studentId: string, id: string): Promise<Review | "withheld" | "exam-open" | "failed"> {
  try {
    return await sittingReview(studentId, id);
  } catch (err) {
    if (err instanceof AppError && err.code === "forbidden") return "withheld";
    if (err instanceof AppError && err.code === "exam_in_progress") return "exam-open";
    log.error("a sitting's review could not be read", { err, sittingId: id });
    return "failed";
  }
}

export default async function SittingReviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}) {
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const loaded = await loadSubmittedSitting(id);
  if (loaded === "signed-out") return <SignInPrompt next={`/exams/sittings/${id}/review`} />;
  if (loaded === "missing") return <NotFoundView />;
  if (loaded === "failed") return <LoadFailed what="the review" retryHref={`/exams/sittings/${id}/review`} />;
  const review = await loadReview(loaded.studentId, id);
  if (review === "failed") return <LoadFailed what="the review" retryHref={`/exams/sittings/${id}/review`} />;
  const { sitting } = loaded;

  const requested = one(search.show);
  const show: Filter = FILTERS.some((f) => f.value === requested) ? (requested as Filter) : "all";
  const subjects = review === "withheld" || review === "exam-open" ? [] : review.sections.map((s) => s.subject);
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

  if (review === "exam-open") {
    // Any past paper's keys may be the open exam's: reviews wait until it ends.
    const exam = await openExamSitting(loaded.studentId);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-testid="sitting-review">
        {header}
        <div
          className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
          data-testid="review-exam-open"
        >
          <p>{EXAM_IN_PROGRESS_MESSAGE}</p>
          <Link
            href={exam ? `/exams/sittings/${encodeURIComponent(exam.id)}` : "/exams"}
            prefetch={false}
            className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
          >
            Go back to your exam
          </Link>
        </div>
      </div>
    );
  }

  if (review === "withheld") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-testid="sitting-review">
        {header}
        <p
          className="mt-6 rounded-lg bg-slate-100 px-4 py-3 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          data-testid="review-withheld"
        >
          This paper does not show its answers. Your score by subject and topic is on your result.
        </p>
      </div>
    );
  }

  // Numbered as the exam numbered them: within their subject ("Mathematics, Question 1 of 40").
  const all = review.sections.flatMap((s) =>
    s.questions.map((question, i) => ({
      subject: s.subject,
      question,
      place: { index: i + 1, total: s.questions.length },
    })),
  );
  const inSubject = subject ? all.filter((q) => q.subject === subject) : all;
  const count = (filter: Filter) => inSubject.filter((q) => matches[filter](q.question)).length;
  const matching = inSubject.filter((q) => matches[show](q.question));
  const pages = Math.max(1, Math.ceil(matching.length / REVIEW_PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(one(search.page) ?? "1", 10) || 1));
  const first = (page - 1) * REVIEW_PAGE_SIZE;
  const onPage = matching.slice(first, first + REVIEW_PAGE_SIZE);
  // The page's questions under their subject's heading, in paper order.
  type Placed = { question: Reviewed; place: { index: number; total: number } };
  const sections: { subject: string; questions: Placed[] }[] = [];
  for (const { subject: name, question, place } of onPage) {
    const last = sections.at(-1);
    if (last?.subject === name) last.questions.push({ question, place });
    else sections.push({ subject: name, questions: [{ question, place }] });
  }
  const stimuli = new Map(review.stimuli.map((s) => [s.id, s]));
  // A passage shows above the first of its questions on this page.
  const shownStimuli = new Set<string>();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-testid="sitting-review">
      {header}
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {loaded.result.total} / {loaded.result.max} · {all.filter((q) => verdictOf(q.question) === "correct").length} of{" "}
        {all.length} correct
      </p>

      {/* Following a filter or a page marks the questions loading (lib/web/page-enhancements.ts), before any script of React's. */}
      <div className="mt-6 space-y-3" {...loadingTrigger(REGION_ID)}>
        {subjects.length > 1 && (
          // A GET form: a choice in the select's list sends it (lib/web/page-enhancements.ts); a keyboard
          // browsing the options sends it with Enter or the button, as does a browser without scripts.
          <form
            method="get"
            action={`/exams/sittings/${id}/review`}
            className="flex items-end gap-2"
            data-testid="subject-filter"
          >
            {show !== "all" && <input type="hidden" name="show" value={show} />}
            <div className="min-w-0 flex-1">
              <label
                htmlFor="review-subject"
                className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
              >
                Subject
              </label>
              <AutoSubmitSelect id="review-subject" name="subject" defaultValue={subject ?? ""} className={inputClass}>
                <option value="">All subjects</option>
                {subjects.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </AutoSubmitSelect>
            </div>
            <button type="submit" className={secondaryButtonClass}>
              Show
            </button>
          </form>
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
                {f.label} <span className="font-normal">{count(f.value)}</span>
              </Link>
            </li>
          ))}
        </Chips>
      </div>

      {/* Keyed by the query so a client-side navigation renders a fresh region, without the mark of a finished load. */}
      <div id={REGION_ID} key={`${show}|${subject ?? ""}|${page}`} className="group">
        <div className="group-data-[loading]:hidden">
          {matching.length > 0 && (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="review-range">
              {showingRange(page, REVIEW_PAGE_SIZE, matching.length, "question")}
            </p>
          )}

          {sections.length === 0 ? (
            <div
              className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
              data-testid="review-empty"
            >
              <p className="font-semibold">
                No {show === "all" ? "" : `${FILTERS.find((f) => f.value === show)!.label.toLowerCase()} `}questions
                here.
              </p>
              <Link
                href={hrefFor(id, "all", subject)}
                prefetch={false}
                className={`${secondaryButtonClass} mt-4`}
                {...loadingTrigger(REGION_ID)}
              >
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
                  {section.questions.map(({ question, place }) => {
                    const stimulus = question.stimulus_id ? stimuli.get(question.stimulus_id) : undefined;
                    const opensStimulus = stimulus && !shownStimuli.has(stimulus.id);
                    if (stimulus) shownStimuli.add(stimulus.id);
                    return (
                      <li key={question.id} className="space-y-3">
                        {opensStimulus && <StimulusBlock stimulus={stimulus} />}
                        <ReviewedQuestion
                          question={question}
                          context={section.subject}
                          place={place}
                          before={
                            stimulus && !opensStimulus && <UsesStimulus id={stimulus.id} title={stimulus.title} />
                          }
                          after={<ReportQuestion questionId={question.id} />}
                        />
                      </li>
                    );
                  })}
                </ol>
              </section>
            ))
          )}

          {pages > 1 && (
            <nav
              aria-label="Pages"
              className="mt-8 flex items-center justify-between gap-3"
              data-testid="review-pager"
              {...loadingTrigger(REGION_ID)}
            >
              {page > 1 ? (
                <Link
                  href={hrefFor(id, show, subject, page - 1)}
                  prefetch={false}
                  className={secondaryButtonClass}
                  rel="prev"
                >
                  ← Previous
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Page {page} of {pages}
              </p>
              {page < pages ? (
                <Link
                  href={hrefFor(id, show, subject, page + 1)}
                  prefetch={false}
                  className={secondaryButtonClass}
                  rel="next"
                >
                  Next →
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
        <div className="hidden group-data-[loading]:block" data-testid="review-loading">
          <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            Loading questions…
          </p>
          <SkeletonCards count={3} className="mt-4 space-y-4" cardClassName="h-72" />
        </div>
      </div>
    </div>
  );
}
