import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { QueryProvider } from "@/components/providers/query-provider";
import { queryRecord } from "@/lib/web/query-params";
import { editorialReportsQuerySchema } from "@/lib/validation/editorial";
import { listPoolReports } from "@/server/editorial/pool-reports";
import { requireEditor } from "@/server/studio/require-editor";
import { RichText } from "@/app/exams/sittings/[id]/_components/rich-text";
import { Pager } from "../../bank/_components/pager";
import { RichField } from "../../bank/_components/rich-field";
import { EditorialTabs } from "../_components/editorial-tabs";
import { ResolveReportForm } from "./_components/resolve-report-form";
import { ReportHead } from "../../bank/_components/report-head";

export const metadata: Metadata = { title: "Reports · Editorial" };

const actionLabel: Record<string, string> = { none: "Nothing changed", fixed: "Fixed", retired: "Retired" };
const tabs = [
  { status: "open", label: "Open" },
  { status: "resolved", label: "Resolved" },
  { status: "all", label: "All" },
] as const;

type Search = Record<string, string | string[] | undefined>;

// The editors' inbox: students' reports on the platform pool's questions, the oldest open first.
export default async function EditorialReportsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const editor = await requireEditor("/studio/editorial/reports");
  if (!editor) return <NotFoundView />;
  const parsed = editorialReportsQuerySchema.safeParse(queryRecord(await searchParams));
  const query = parsed.success ? parsed.data : editorialReportsQuerySchema.parse({});
  const { reports, pagination } = await listPoolReports(editor.id, query);
  return (
    <QueryProvider>
      <h1 className="text-2xl font-bold">Editorial</h1>
      <EditorialTabs current="reports" />
      <nav aria-label="Report status" className="mt-3 flex flex-wrap gap-3 text-sm">
        {tabs.map((tab) => (
          <Link
            key={tab.status}
            href={`/studio/editorial/reports?status=${tab.status}`}
            aria-current={query.status === tab.status ? "page" : undefined}
            className={`inline-flex min-h-11 items-center font-semibold ${query.status === tab.status ? "text-brand-700 underline dark:text-brand-300" : "text-slate-600 dark:text-slate-400"}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {reports.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No {query.status === "all" ? "" : `${query.status} `}reports.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {reports.map((report) => (
            <li
              key={report.id}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              data-testid="pool-report"
            >
              <ReportHead reason={report.reason} createdAt={report.created_at} />
              {report.detail && (
                <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm break-words whitespace-pre-line dark:border-slate-700">
                  {report.detail}
                </blockquote>
              )}
              <div className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {report.question.subject} · v{report.question.version} ·{" "}
                  {report.question.owner ? `by ${report.question.owner.name}` : "ExamPrep's own"}
                  {report.question.status === "retired" && " · retired"}
                </p>
                <RichField className="mt-1" text={report.question.text} html={report.question.html?.text} />
                <ol className="mt-1 list-[upper-alpha] pl-6">
                  {report.question.options.map((option, i) => (
                    <li
                      key={i}
                      className={
                        String.fromCharCode(65 + i) === report.question.correct_answer ? "font-semibold" : undefined
                      }
                    >
                      <RichText text={option} html={report.question.html?.options[i]} />
                      {String.fromCharCode(65 + i) === report.question.correct_answer && " (key)"}
                    </li>
                  ))}
                </ol>
              </div>
              {report.resolution ? (
                <p className="mt-3 text-sm">
                  <span className="font-semibold">{actionLabel[report.resolution.action ?? ""] ?? "Resolved"}:</span>{" "}
                  {report.resolution.note ?? ""}
                </p>
              ) : (
                <ResolveReportForm id={report.id} />
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager path="/studio/editorial/reports" query={{ status: query.status }} {...pagination} />
    </QueryProvider>
  );
}
