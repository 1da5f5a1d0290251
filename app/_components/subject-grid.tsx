import Link from "next/link";
import { plural } from "@/lib/ui/format";
import { GRID_SUBJECTS, subjectSlug } from "@/lib/subjects";

export function SubjectGrid({ counts }: { counts: Map<string, number> }) {
  return (
    <section id="subjects" className="scroll-mt-20 bg-slate-50 py-16 dark:bg-slate-900/60" data-testid="subjects">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 className="text-3xl font-bold">Every subject you are writing</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Core and elective subjects of the WAEC, NECO and JAMB syllabuses.
        </p>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {GRID_SUBJECTS.map((subject) => (
            <li key={subject} data-testid="subject-tile" className="min-w-0">
              <Link
                href={`/courses?category=${encodeURIComponent(subject)}`}
                prefetch={false}
                className="flex h-full min-w-0 flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-500 focus-visible:border-brand-500 sm:flex-row sm:items-center sm:gap-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny local SVG */}
                <img
                  src={`/thumbnails/${subjectSlug(subject)}.svg`}
                  alt=""
                  width={48}
                  height={27}
                  loading="lazy"
                  className="h-9 w-16 rounded object-cover"
                />
                <div className="min-w-0">
                  <p className="font-semibold break-words">{subject}</p>
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    {plural(counts.get(subject) ?? 0, "course")}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Link
            href="/request-a-subject"
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold dark:border-slate-700"
            data-testid="request-subject-link"
          >
            Request a Subject
          </Link>
        </div>
      </div>
    </section>
  );
}
