import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { percent } from "@/lib/schools/rules";
import { orNullWhenNotFound } from "@/server/errors";
import { requireTutor } from "@/server/studio/require-tutor";
import { studentReport } from "@/server/schools/student-report";

export const metadata: Metadata = { title: "Student report" };

const date = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeZone: "Africa/Lagos" });

// One student's report of one assignment on one printed page (print CSS in app/globals.css).
export default async function StudentReportPage({
  params,
}: {
  params: Promise<{ id: string; assignmentId: string; studentId: string }>;
}) {
  const { id, assignmentId, studentId } = await params;
  const base = `/studio/classes/${id}/assignments/${assignmentId}/results`;
  const user = await requireTutor(`${base}/${studentId}`);
  const report = await orNullWhenNotFound(studentReport(user.id, id, assignmentId, studentId));
  if (!report) return <NotFoundView />;
  const weakest = report.topics.slice(0, 8);
  return (
    <article
      className="mx-auto max-w-2xl space-y-5 text-sm print:max-w-none print:text-xs"
      data-print-page
      data-testid="student-report"
    >
      <p className="print:hidden">
        <Link href={base} className="underline">
          Back to the class results
        </Link>
      </p>
      <header className="border-b border-slate-300 pb-3">
        <p className="text-xs tracking-wide text-slate-600 uppercase dark:text-slate-400 print:text-black">
          ExamPrep · {report.assignment.class.name}
        </p>
        <h1 className="text-2xl font-bold">{report.student.name}</h1>
        <p>
          {report.assignment.title}
          {report.submitted_at ? ` · submitted ${date.format(new Date(report.submitted_at))}` : " · not submitted"}
        </p>
      </header>
      {report.total === null ? (
        <p>{report.student.name} has not submitted this assignment.</p>
      ) : (
        <>
          <section aria-labelledby="report-total">
            <h2 id="report-total" className="text-base font-bold">
              Score
            </h2>
            <p className="text-3xl font-bold tabular-nums">
              {report.total} / {report.max}
            </p>
            <p>
              Class average {report.class_average ?? "—"} ({report.class_submitted} submitted) · {report.answered} of{" "}
              {report.questions} questions answered
            </p>
          </section>
          <section aria-labelledby="report-subjects">
            <h2 id="report-subjects" className="text-base font-bold">
              Subjects
            </h2>
            <table className="mt-1 w-full">
              <thead>
                <tr className="text-left">
                  <th scope="col">Subject</th>
                  <th scope="col" className="text-right">
                    Score
                  </th>
                  <th scope="col" className="text-right">
                    Class average
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.subjects.map((s) => (
                  <tr key={s.subject} className="border-t border-slate-200">
                    <th scope="row" className="py-1 text-left font-medium">
                      {s.subject}
                    </th>
                    <td className="text-right tabular-nums">
                      {s.score} / {s.max}
                    </td>
                    <td className="text-right tabular-nums">{s.class_average ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="report-topics">
            <h2 id="report-topics" className="text-base font-bold">
              Topics to work on
            </h2>
            <ul className="mt-1 space-y-0.5">
              {weakest.map((t) => (
                <li key={`${t.subject}/${t.topic}`} className="flex justify-between gap-2">
                  <span>
                    {t.topic} <span className="text-slate-600 dark:text-slate-400 print:text-black">({t.subject})</span>
                  </span>
                  <span className="shrink-0 whitespace-nowrap tabular-nums">
                    {t.correct} / {t.questions} · {percent(t.rate)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <p className="text-xs text-slate-500 print:text-black">
        Printed from ExamPrep. Only this assignment is reported; a student&apos;s own practice stays private.
      </p>
    </article>
  );
}
