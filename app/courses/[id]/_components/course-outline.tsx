import { PlayIcon } from "@/components/ui/icons";
import Link from "next/link";
import { formatClock, formatTotal } from "@/lib/courses/durations";

type Lesson = { id: string; title: string; durationSeconds: number; preview: boolean };
type Section = { id: string; title: string; lessons: Lesson[] };

/** The public curriculum: sections and lessons with durations; preview lessons play for anyone. */
export function CourseOutline({ courseId, sections }: { courseId: string; sections: Section[] }) {
  if (sections.length === 0) return null;
  return (
    <section className="mt-10" data-testid="course-outline">
      <h2 className="text-xl font-bold">Course Content</h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {sections.map((section, i) => (
          <details key={section.id} open={i === 0} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold">
              <span>{section.title}</span>
              <span className="shrink-0 text-xs font-normal text-slate-500">
                {section.lessons.length} lessons ·{" "}
                {formatTotal(section.lessons.reduce((t, l) => t + l.durationSeconds, 0))}
              </span>
            </summary>
            <ul className="px-4 pb-3 text-sm">
              {section.lessons.map((lesson) => (
                <li key={lesson.id} className="flex items-center justify-between gap-3 py-1.5">
                  <span className="flex items-center gap-2">
                    <PlayIcon className="h-3 w-3 shrink-0 text-slate-400" />
                    {lesson.title}
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    {lesson.preview && (
                      <Link
                        href={`/courses/${encodeURIComponent(courseId)}/preview/${encodeURIComponent(lesson.id)}`}
                        prefetch={false}
                        data-testid="preview-link"
                        aria-label={`Preview: ${lesson.title}`}
                        className="inline-flex min-h-11 items-center gap-1 rounded-md bg-brand-100 px-3 text-xs font-semibold text-brand-800 hover:bg-brand-200 dark:bg-brand-900/60 dark:text-brand-200"
                      >
                        <PlayIcon className="h-3 w-3" /> Preview
                      </Link>
                    )}
                    <span className="text-slate-500">{formatClock(lesson.durationSeconds)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
