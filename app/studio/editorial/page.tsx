import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { QueryProvider } from "@/components/providers/query-provider";
import { queryRecord } from "@/lib/web/query-params";
import { editorialQuestionsQuerySchema } from "@/lib/validation/editorial";
import { listForReview } from "@/server/editorial/review-queue";
import { requireEditor } from "@/server/studio/require-editor";
import { Pager } from "../bank/_components/pager";
import { QualityChecks } from "../bank/_components/question-card";
import { RichField } from "../bank/_components/rich-field";
import { EditorialTabs } from "./_components/editorial-tabs";
import { ReviewActions } from "./_components/review-actions";

export const metadata: Metadata = { title: "Editorial" };

const statusTabs = [
  { status: "submitted", label: "Waiting" },
  { status: "approved", label: "Approved" },
  { status: "rejected", label: "Rejected" },
] as const;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Africa/Lagos",
  });

type Search = Record<string, string | string[] | undefined>;

// The editors' queue: tutors' questions submitted to the platform pool, oldest first, each as
// students would see it, with its key, explanation and the quality warnings against the pool.
export default async function EditorialQueuePage({ searchParams }: { searchParams: Promise<Search> }) {
  const editor = await requireEditor("/studio/editorial");
  if (!editor) return <NotFoundView />;
  const parsed = editorialQuestionsQuerySchema.safeParse(queryRecord(await searchParams));
  const query = parsed.success ? parsed.data : editorialQuestionsQuerySchema.parse({});
  const { questions, pagination } = await listForReview(editor.id, query);
  return (
    <QueryProvider>
      <h1 className="text-2xl font-bold">Editorial</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Tutors submit questions to the platform pool. An approved version is drawn by platform papers and drills until
        another is approved; an edit waits here while the approved one keeps serving.
      </p>
      <EditorialTabs current="queue" />
      <nav aria-label="Review status" className="mt-3 flex flex-wrap gap-3 text-sm">
        {statusTabs.map((tab) => (
          <Link
            key={tab.status}
            href={`/studio/editorial?status=${tab.status}`}
            aria-current={query.status === tab.status ? "page" : undefined}
            className={`inline-flex min-h-11 items-center font-semibold ${query.status === tab.status ? "text-brand-700 underline dark:text-brand-300" : "text-slate-600 dark:text-slate-400"}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {questions.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {query.status === "submitted" ? "Nothing waits for review." : `No ${query.status} questions.`}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {questions.map((q) => (
            <li
              key={q.id}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              data-testid="review-question"
            >
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {q.subject}
                {q.topic && ` · ${q.topic.name}`} · {q.exams.join(", ")} · {q.difficulty} · by {q.owner.name}
                {q.submitted_at && ` · submitted ${day(q.submitted_at)}`}
              </p>
              {q.approved_version !== null && q.approved_version !== q.version && (
                <p className="mt-1 text-xs font-semibold text-amber-800 dark:text-amber-300">
                  An edit: version {q.approved_version} is approved and keeps serving until this one is.
                </p>
              )}
              {q.stimulus && (
                <details className="mt-2 text-sm">
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                    {q.stimulus.title || `The ${q.stimulus.kind}`}
                  </summary>
                  <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{q.stimulus.content}</p>
                </details>
              )}
              <RichField html={q.html?.text} text={q.text} className="mt-2 font-medium break-words" />
              <ol className="mt-3 grid gap-2 text-sm">
                {q.options.map((option, i) => {
                  const letter = String.fromCharCode(65 + i);
                  const right = letter === q.correct_answer;
                  return (
                    <li
                      key={letter}
                      className={`flex gap-2 rounded-lg border px-3 py-2 ${right ? "border-brand-400 bg-brand-50 dark:bg-brand-900/30" : "border-slate-200 dark:border-slate-800"}`}
                    >
                      <span className="font-semibold">{letter}.</span>
                      <RichField html={q.html?.options[i]} text={option} />
                      {right && (
                        <span className="ml-auto shrink-0 text-xs font-semibold text-brand-800 dark:text-brand-300">
                          Key
                        </span>
                      )}
                    </li>
                  );
                })}
              </ol>
              <RichField
                html={q.html?.explanation}
                text={q.explanation}
                className="mt-3 text-sm text-slate-700 dark:text-slate-300"
              />
              <QualityChecks messages={q.checks.map((c) => c.message)} note="(against the platform pool)" />
              {q.review_note && (
                <p className="mt-3 text-sm">
                  <span className="font-semibold">Note:</span> {q.review_note}
                </p>
              )}
              {q.review_status === "submitted" && <ReviewActions id={q.id} version={q.version} />}
            </li>
          ))}
        </ul>
      )}
      <Pager path="/studio/editorial" query={{ status: query.status }} {...pagination} />
    </QueryProvider>
  );
}
