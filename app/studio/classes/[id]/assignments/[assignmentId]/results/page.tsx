import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { apiPath } from "@/app/api/api-path";
import { cardClass, primaryButtonClass } from "@/components/ui/styles";
import { MIN_RESPONSES } from "@/lib/exam/item-stats";
import { percent } from "@/lib/schools/rules";
import { assignmentResults, type AssignmentResults } from "@/server/schools/assignment-results";
import { orNullWhenNotFound } from "@/server/errors";
import { requireTutor } from "@/server/studio/require-tutor";

export const metadata: Metadata = { title: "Class results" };

type Item = AssignmentResults["items"][number];

const link = "font-semibold text-brand-700 underline dark:text-brand-300";

function Rich({ text, html }: { text: string; html?: string }) {
  if (html) return <span className="min-w-0 break-words" dangerouslySetInnerHTML={{ __html: html }} />;
  return <span className="min-w-0 break-words">{text}</span>;
}

function ItemDetail({ item }: { item: Item }) {
  return (
    <details className="rounded-xl border border-slate-200 dark:border-slate-800" data-testid="result-item">
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 px-3 py-2 text-sm">
        <span className="font-semibold">Q{item.number}</span>
        <span>{item.subject}</span>
        <span>
          facility <strong>{percent(item.facility)}</strong>
        </span>
        <span className="text-slate-600 dark:text-slate-400">
          discrimination{" "}
          {item.discrimination === null ? `shown once ${MIN_RESPONSES} have sat it` : item.discrimination.toFixed(2)}
        </span>
      </summary>
      <div className="space-y-2 px-3 pb-3 text-sm">
        <p>
          <Rich text={item.text} html={item.html} />
        </p>
        <ul className="space-y-1">
          {item.options.map((o) => (
            <li
              key={o.key}
              className={`flex gap-2 rounded-lg px-2 py-1 ${o.correct ? "bg-brand-50 dark:bg-brand-900/40" : ""}`}
            >
              <span className="font-semibold">{o.key}.</span>
              <Rich text={o.text} html={o.html} />
              <span className="ml-auto shrink-0 tabular-nums">
                {o.chosen}
                {o.correct ? " ✓" : ""}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {item.responses} answered · {item.blank} left blank. Options are shown in their original order; each student
          saw them shuffled.
        </p>
      </div>
    </details>
  );
}

// Class results of one assignment: per student, per topic (weakest first, each with a drill to
// set), per item (facility, discrimination, the question with the options chosen), and the CSV.
export default async function ResultsPage({ params }: { params: Promise<{ id: string; assignmentId: string }> }) {
  const { id, assignmentId } = await params;
  const base = `/studio/classes/${id}/assignments/${assignmentId}`;
  const user = await requireTutor(`${base}/results`);
  const results = await orNullWhenNotFound(assignmentResults(user.id, id, assignmentId));
  if (!results) return <NotFoundView />;
  const subjects = [...new Set(results.students.flatMap((s) => s.subjects.map((x) => x.subject)))];
  const submitted = results.students.filter((s) => s.submitted);
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href={`/studio/classes/${id}`} className="underline">
          {results.assignment.class.name}
        </Link>{" "}
        ·{" "}
        <Link href={base} className="underline">
          Live room
        </Link>
      </p>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold break-words">Results: {results.assignment.title}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {submitted.length} of {results.students.length} students submitted
          </p>
        </div>
        <a
          href={apiPath("GET /api/classes/{id}/assignments/{assignmentId}/results", {
            params: { id, assignmentId },
            query: { format: "csv" },
          })}
          download
          className={primaryButtonClass}
          data-testid="csv-download"
        >
          Download CSV
        </a>
      </header>

      <section className={cardClass} aria-labelledby="students-heading">
        <h2 id="students-heading" className="text-lg font-bold">
          Students
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm" data-testid="results-students">
            <thead>
              <tr className="text-left text-xs text-slate-600 dark:text-slate-400">
                <th scope="col" className="py-1 pr-2">
                  Student
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Total
                </th>
                {subjects.map((s) => (
                  <th key={s} scope="col" className="px-2 py-1 text-right">
                    {s}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {results.students.map((s) => (
                <tr key={s.id} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    {s.submitted ? (
                      <Link href={`${base}/results/${s.id}`} className="underline">
                        {s.name}
                      </Link>
                    ) : (
                      s.name
                    )}
                  </th>
                  <td className="px-2 py-1.5 text-right tabular-nums">
                    {s.submitted ? `${s.total} / ${s.max}` : "not submitted"}
                  </td>
                  {subjects.map((subject) => (
                    <td key={subject} className="px-2 py-1.5 text-right tabular-nums">
                      {s.subjects.find((x) => x.subject === subject)?.score ?? "—"}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          A name opens that student&apos;s one-page report, ready to print.
        </p>
      </section>

      <section className={cardClass} aria-labelledby="topics-heading">
        <h2 id="topics-heading" className="text-lg font-bold">
          Topics, weakest first
        </h2>
        {results.topics.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No answers yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800" data-testid="results-topics">
            {results.topics.map((t) => (
              <li
                key={`${t.subject}/${t.topic_id ?? t.topic}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium">{t.topic}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {/* Every question sat counts, a blank one as not right. */}
                    {t.subject} · {percent(t.correct_rate)} right of {t.answers}{" "}
                    {t.answers === 1 ? "question" : "questions"} sat
                  </span>
                </span>
                {t.topic_id && (
                  <Link
                    href={`/studio/classes/${id}/assign?topic=${t.topic_id}`}
                    className={`inline-flex min-h-11 items-center ${link}`}
                  >
                    Set a drill
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={cardClass} aria-labelledby="items-heading">
        <h2 id="items-heading" className="text-lg font-bold">
          Questions
        </h2>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Facility: the share who answered right. Discrimination (from {MIN_RESPONSES} answers): whether the strongest
          students got it right more often; near 0 or below, look at the question again.
        </p>
        <div className="mt-3 space-y-2">
          {results.items.map((item) => (
            <ItemDetail key={item.question_id} item={item} />
          ))}
        </div>
      </section>
    </div>
  );
}
