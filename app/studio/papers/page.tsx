import type { Metadata } from "next";
import { paperCoverage, type PaperCoverage } from "@/server/studio/paper-coverage";
import { requireTutor } from "@/server/studio/require-tutor";

export const metadata: Metadata = { title: "Papers" };

type Section = PaperCoverage["papers"][number]["sections"][number];
type TopicRow = Section["topics"][number];

const cell = "px-1 py-1.5 text-right tabular-nums";

/** Your count, marked when a topic has none of your questions yet. */
function Yours({ count }: { count: number }) {
  return count === 0 ? (
    <span className="font-semibold text-amber-700 dark:text-amber-300">0</span>
  ) : (
    <span>{count}</span>
  );
}

function TopicRows({ topic }: { topic: TopicRow }) {
  return (
    <>
      <tr className="border-t border-slate-100 dark:border-slate-800">
        <th scope="row" className="px-2 py-1.5 text-left font-medium break-words">
          {topic.name}
        </th>
        <td className={cell}>
          <Yours count={topic.your_questions} />
        </td>
        <td className={cell}>{topic.platform_questions}</td>
        <td className={cell}>{topic.quota ?? "–"}</td>
      </tr>
      {topic.children.map((child) => (
        <tr key={child.id} className="text-slate-600 dark:text-slate-400">
          <th scope="row" className="py-1 pr-2 pl-4 text-left font-normal break-words">
            {child.name}
          </th>
          <td className={cell}>
            <Yours count={child.your_questions} />
          </td>
          <td className={cell}>{child.platform_questions}</td>
          <td className={cell}>{child.quota ?? "–"}</td>
        </tr>
      ))}
    </>
  );
}

function SectionTable({ section, options }: { section: Section; options: number }) {
  return (
    <details className="min-w-0 rounded-xl border border-slate-200 dark:border-slate-800" data-testid="paper-section">
      <summary className="min-h-11 cursor-pointer px-3 py-2 text-sm">
        <span className="font-semibold">{section.subject}</span> · {section.questions} questions
        <span className="block pl-4 text-xs text-slate-600 dark:text-slate-400">
          Yours: {section.your_questions} · platform: {section.platform_questions}
        </span>
      </summary>
      <div className="overflow-x-auto px-1 pb-2">
        <table className="w-full table-fixed text-sm">
          <caption className="px-2 pb-1 text-left text-xs text-slate-600 dark:text-slate-400">
            Active questions with {options} options tagged for this exam: yours, and the platform pool papers draw from.
            A heading includes its sub-topics.
          </caption>
          <thead>
            <tr className="text-xs text-slate-600 dark:text-slate-400">
              <th scope="col" className="px-2 py-1 text-left">
                Topic
              </th>
              <th scope="col" className="w-12 px-1 py-1 text-right">
                Yours
              </th>
              <th scope="col" className="w-12 px-1 py-1 text-right">
                Pool
              </th>
              <th scope="col" className="w-12 px-1 py-1 text-right">
                Quota
              </th>
            </tr>
          </thead>
          <tbody>
            {section.topics.map((topic) => (
              <TopicRows key={topic.id} topic={topic} />
            ))}
            <tr className="border-t border-slate-100 text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                No topic
              </th>
              <td className={cell}>{section.untagged.your_questions}</td>
              <td className={cell}>{section.untagged.platform_questions}</td>
              <td className={cell}>–</td>
            </tr>
          </tbody>
        </table>
      </div>
    </details>
  );
}

export default async function StudioPapersPage() {
  const tutor = await requireTutor("/studio/papers");
  const { papers } = await paperCoverage(tutor.id);
  return (
    <div>
      <h1 className="text-2xl font-bold">Papers</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        The platform&apos;s mock papers and what each draws. Per topic: your questions that fit, the platform&apos;s
        pool, and the quota the paper sets (– where topics take turns). A topic with none of yours is where your bank
        needs questions.
      </p>
      <ul className="mt-4 grid gap-4">
        {papers.map((paper) => (
          <li
            key={paper.id}
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
            data-testid="paper"
          >
            <h2 className="font-bold">{paper.title}</h2>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {paper.exam} · {paper.duration_minutes} min · options A–{String.fromCharCode(64 + paper.options)}
              {paper.choose > 0 && ` · ${paper.required.join(", ")} plus ${paper.choose} of the others`}
            </p>
            <div className="mt-3 grid gap-2">
              {paper.sections.map((section) => (
                <SectionTable key={section.subject} section={section} options={paper.options} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
