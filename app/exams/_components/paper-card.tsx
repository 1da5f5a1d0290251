import Link from "next/link";
import { formatPaperTime, optionRange } from "@/lib/exam/display";
import { formatCount } from "@/lib/ui/format";
import type { PaperDto } from "@/server/exam/papers";

/** One paper in the list: what it holds, how long it runs, and how many questions the bank has to draw from. */
export function PaperCard({ paper, bank }: { paper: PaperDto; bank: ReadonlyMap<string, number> }) {
  const required = paper.subjects.filter((s) => paper.required.includes(s.subject));
  const optional = paper.subjects.filter((s) => !paper.required.includes(s.subject));
  return (
    <article
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="paper-card"
      data-paper-id={paper.id}
    >
      <h3 className="leading-snug font-semibold break-words">
        <Link href={`/exams/${paper.id}`} prefetch={false} className="hover:text-brand-700 dark:hover:text-brand-400">
          {paper.title}
        </Link>
      </h3>
      <dl className="mt-3 grid grid-cols-[1fr_auto_1fr] gap-2 text-center text-xs" data-testid="paper-facts">
        <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
          <dt className="text-slate-500 dark:text-slate-400">Questions</dt>
          <dd className="text-base font-bold">{paper.questions}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
          <dt className="text-slate-500 dark:text-slate-400">Time</dt>
          <dd className="text-base font-bold whitespace-nowrap">{formatPaperTime(paper.duration_minutes)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
          <dt className="text-slate-500 dark:text-slate-400">Options</dt>
          <dd className="text-base font-bold">{optionRange(paper.options)}</dd>
        </div>
      </dl>
      <div className="mt-4 text-sm">
        {paper.choose > 0 && <p className="font-medium text-slate-700 dark:text-slate-300">Compulsory</p>}
        <SubjectList subjects={paper.choose > 0 ? required : paper.subjects} bank={bank} />
        {paper.choose > 0 && (
          <>
            <p className="mt-3 font-medium text-slate-700 dark:text-slate-300">Choose {paper.choose} of</p>
            <SubjectList subjects={optional} bank={bank} />
          </>
        )}
      </div>
      <div className="mt-auto pt-4">
        <Link
          href={`/exams/${paper.id}`}
          prefetch={false}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/30"
        >
          Rules and start<span className="sr-only">: {paper.title}</span>
        </Link>
      </div>
    </article>
  );
}

function SubjectList({ subjects, bank }: { subjects: PaperDto["subjects"]; bank: ReadonlyMap<string, number> }) {
  return (
    <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800" data-testid="paper-subjects">
      {subjects.map((s) => (
        <li key={s.subject} className="flex items-baseline justify-between gap-3 py-1.5" data-subject={s.subject}>
          <span className="min-w-0 break-words">
            {s.subject} <span className="text-slate-500 dark:text-slate-400">· {s.questions} questions</span>
          </span>
          <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400" data-testid="bank-size">
            {formatCount(bank.get(s.subject) ?? 0)} in bank
          </span>
        </li>
      ))}
    </ul>
  );
}
