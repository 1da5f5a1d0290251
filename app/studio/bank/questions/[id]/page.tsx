import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { QueryProvider } from "@/components/providers/query-provider";
import { cardClass } from "@/components/ui/styles";
import type { BankQuestionDto as BankQuestion } from "@/server/bank/question-dto";
import { getBankQuestion } from "@/server/bank/read-questions";
import { orNullWhenNotFound } from "@/server/errors";
import { requireTutor } from "@/server/studio/require-tutor";
import { FlagBadge, QualityChecks, ReviewBadge, StatsLine } from "../../_components/question-card";
import { RichField } from "../../_components/rich-field";
import { RetireButton, RegradePanel, SubmitForReview } from "../_components/question-actions";
import { QuestionForm } from "../_components/question-form";

export const metadata: Metadata = { title: "Question" };

type Review = Pick<BankQuestion, "id" | "status" | "review_status" | "review_note" | "version" | "approved_version">;

/** What the editors said and what the tutor can do next: submit, wait, or resubmit after a rejection. */
function poolStatus(q: Review): string {
  const serving =
    q.approved_version !== null
      ? `Version ${q.approved_version} is in the platform pool: papers and drills draw it.`
      : "";
  switch (q.review_status) {
    case "submitted":
      return `${serving} Version ${q.version} waits for an editor's review.`.trim();
    case "approved":
      return serving;
    case "rejected":
      return `${serving} An editor rejected version ${q.version}.`.trim();
    default:
      return "Private: only your own quizzes use it. Submit it and an editor may add it to the platform pool, where platform papers and drills draw it.";
  }
}

function PoolSection({ question }: { question: Review }) {
  const canSubmit =
    question.status === "active" && (question.review_status === "private" || question.review_status === "rejected");
  return (
    <section
      aria-labelledby="pool-heading"
      className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800"
      data-testid="pool-review"
    >
      <h2 id="pool-heading" className="mb-2 text-lg font-bold">
        Platform pool
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{poolStatus(question)}</p>
      {question.review_status === "rejected" && question.review_note && (
        <blockquote
          className="mt-2 border-l-4 border-red-300 pl-3 text-sm break-words whitespace-pre-line dark:border-red-800"
          data-testid="review-note"
        >
          <span className="font-semibold">The editor&apos;s note:</span> {question.review_note}
        </blockquote>
      )}
      {question.approved_version !== null && question.review_status !== "approved" && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Edits wait for review; the approved version keeps serving meanwhile.
        </p>
      )}
      {canSubmit && (
        <div className="mt-3">
          <SubmitForReview
            id={question.id}
            label={question.review_status === "rejected" ? "Submit again" : "Submit to the platform pool"}
          />
        </div>
      )}
    </section>
  );
}

export default async function QuestionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const tutor = await requireTutor(`/studio/bank/questions/${id}`);
  const question = await orNullWhenNotFound(getBankQuestion(tutor.id, id));
  if (!question) return <NotFoundView />;
  const html = question.html;
  return (
    <QueryProvider>
      <Link href="/studio/bank" className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        ← Question bank
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold">Question</h1>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          version {question.version} · {question.status}
        </span>
        <ReviewBadge status={question.review_status} />
        <FlagBadge flag={question.flag} />
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="preview-heading" className={`${cardClass} p-4 sm:p-6`} data-testid="question-preview">
          <h2 id="preview-heading" className="text-sm font-semibold text-slate-600 dark:text-slate-400">
            As students see it
          </h2>
          <RichField html={html?.text} text={question.text} className="mt-2 font-medium" />
          <ol className="mt-3 grid gap-2 text-sm">
            {question.options.map((option, i) => {
              const letter = String.fromCharCode(65 + i);
              const right = letter === question.answer;
              return (
                <li
                  key={letter}
                  className={`flex gap-2 rounded-lg border px-3 py-2 ${right ? "border-brand-400 bg-brand-50 dark:bg-brand-900/30" : "border-slate-200 dark:border-slate-800"}`}
                >
                  <span className="font-semibold">{letter}.</span>
                  <RichField html={html?.options[i]} text={option} />
                  {right && (
                    <span className="ml-auto shrink-0 text-xs font-semibold text-brand-800 dark:text-brand-300">
                      Key
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          {question.explanation && (
            <RichField
              html={html?.explanation}
              text={question.explanation}
              className="mt-3 text-sm text-slate-700 dark:text-slate-300"
            />
          )}
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
            <StatsLine stats={question.stats} />
          </p>
          <QualityChecks messages={question.checks.map((check) => check.message)} />
        </section>
        <section aria-labelledby="edit-heading">
          <h2 id="edit-heading" className="mb-3 text-lg font-bold">
            Edit
          </h2>
          <QuestionForm
            id={question.id}
            initial={{
              subject: question.subject ?? "",
              text: question.text,
              options: question.options,
              answer: question.answer,
              explanation: question.explanation,
              topic: question.topic?.slug ?? "",
              exams: question.exams,
              difficulty: question.difficulty,
            }}
          />
        </section>
      </div>
      <PoolSection question={question} />
      <section aria-labelledby="regrade-heading" className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h2 id="regrade-heading" className="mb-2 text-lg font-bold">
          Regrade
        </h2>
        <RegradePanel id={question.id} />
      </section>
      <section aria-labelledby="retire-heading" className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h2 id="retire-heading" className="mb-2 text-lg font-bold">
          {question.status === "retired" ? "Retired" : "Retire"}
        </h2>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          A retired question is never drawn again; its versions, statistics and reports are kept.
        </p>
        <div className="max-w-xs">
          <RetireButton id={question.id} retired={question.status === "retired"} />
        </div>
      </section>
    </QueryProvider>
  );
}
