import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { queryRecord } from "@/lib/web/query-params";
import { bankQuestionListQuerySchema } from "@/lib/validation/bank";
import { listBankQuestions } from "@/server/bank/read-questions";
import { countOpenReports } from "@/server/bank/reports";
import { topicTree } from "@/server/bank/topics";
import { requireTutor } from "@/server/studio/require-tutor";
import { BankFilters } from "./_components/bank-filters";
import { Pager } from "./_components/pager";
import { QualityChecks, QuestionCard } from "./_components/question-card";

export const metadata: Metadata = { title: "Question bank" };

type Search = Record<string, string | string[] | undefined>;

export default async function StudioBankPage({ searchParams }: { searchParams: Promise<Search> }) {
  const tutor = await requireTutor("/studio/bank");
  const raw = queryRecord(await searchParams);
  const parsed = bankQuestionListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : bankQuestionListQuerySchema.parse({});
  const [list, openReports, topics] = await Promise.all([
    listBankQuestions(tutor.id, query),
    countOpenReports(tutor.id),
    query.subject ? topicTree(query.subject).then((t) => t.topics) : Promise.resolve([]),
  ]);
  const filters = {
    subject: query.subject ?? "",
    exam: query.exam ?? "",
    topic: query.topic ?? "",
    status: query.status,
    q: query.q ?? "",
  };
  const kept = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ""));

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Question bank</h1>
        <div className="flex flex-wrap gap-2">
          <Link href="/studio/bank/questions/new" className={primaryButtonClass}>
            New question
          </Link>
          <Link href="/studio/bank/import" className={secondaryButtonClass}>
            Import
          </Link>
          <Link href="/studio/bank/reports" className={secondaryButtonClass} data-testid="reports-link">
            Reports{openReports > 0 ? ` (${openReports} open)` : ""}
          </Link>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Your own questions. Statistics appear once a question has been answered in 30 submitted papers.
      </p>
      <div className="mt-4">
        <BankFilters values={filters} topics={topics} />
      </div>
      {!parsed.success && (
        <div className="mt-4">
          <Alert tone="warning">
            {parsed.error.issues[0]?.message ?? "These filters could not be read"}: showing all active questions.
          </Alert>
        </div>
      )}
      <QualityChecks messages={list.subject_checks.map((check) => check.message)} testId="subject-checks" />
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="bank-total">
        {list.pagination.total} question{list.pagination.total === 1 ? "" : "s"}
      </p>
      {list.questions.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No questions here yet. Write one or import a file.
        </p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {list.questions.map((q) => (
            <QuestionCard key={q.id} question={q} />
          ))}
        </ul>
      )}
      <Pager path="/studio/bank" query={kept} {...list.pagination} />
    </div>
  );
}
