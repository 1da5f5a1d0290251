import type { Metadata } from "next";
import Link from "next/link";
import { QueryProvider } from "@/components/providers/query-provider";
import { queryRecord } from "@/lib/web/query-params";
import { reportListQuerySchema } from "@/lib/validation/bank";
import { listReports } from "@/server/bank/reports";
import { requireTutor } from "@/server/studio/require-tutor";
import { Pager } from "../_components/pager";
import { ResolveButton } from "./_components/resolve-button";
import { ReportHead } from "../_components/report-head";

export const metadata: Metadata = { title: "Reports" };

const tabs = [
  { status: "open", label: "Open" },
  { status: "resolved", label: "Resolved" },
  { status: "all", label: "All" },
] as const;

type Search = Record<string, string | string[] | undefined>;

export default async function StudioReportsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const tutor = await requireTutor("/studio/bank/reports");
  const parsed = reportListQuerySchema.safeParse({ status: "open", ...queryRecord(await searchParams) });
  const query = parsed.success ? parsed.data : reportListQuerySchema.parse({ status: "open" });
  const { reports, pagination } = await listReports(tutor.id, query);
  return (
    <QueryProvider>
      <Link href="/studio/bank" className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        ← Question bank
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Reports from students</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Students flag a question they met in a paper. Fix it on the question&apos;s page (a new version keeps what
        others saw), regrade if the key was wrong, then mark the report resolved.
      </p>
      <nav aria-label="Report status" className="mt-4 flex gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.status}
            href={`/studio/bank/reports?status=${tab.status}`}
            aria-current={query.status === tab.status ? "page" : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${query.status === tab.status ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"}`}
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
              data-testid="report"
            >
              <ReportHead reason={report.reason} createdAt={report.created_at}>
                {report.resolved_at && (
                  <span className="text-xs font-semibold text-brand-700 dark:text-brand-300">Resolved</span>
                )}
              </ReportHead>
              {report.detail && (
                <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm break-words dark:border-slate-700">
                  {report.detail}
                </blockquote>
              )}
              <p className="mt-2 line-clamp-3 text-sm break-words text-slate-700 dark:text-slate-300">
                {report.question.subject} · v{report.question.version}: {report.question.text}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {report.question.quiz_id === null && (
                  <Link
                    href={`/studio/bank/questions/${report.question.id}`}
                    className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 dark:text-brand-300"
                  >
                    Open the question
                  </Link>
                )}
                <ResolveButton id={report.id} resolved={report.resolved_at !== null} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager path="/studio/bank/reports" query={{ status: query.status }} {...pagination} />
    </QueryProvider>
  );
}
