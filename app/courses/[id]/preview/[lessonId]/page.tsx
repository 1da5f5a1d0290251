import { PlayIcon } from "@/components/ui/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { primaryButtonClass } from "@/components/ui/styles";
import { formatClock } from "@/lib/courses/durations";
import { getPreviewLesson } from "@/server/courses/lessons/preview-lessons";

type Props = { params: Promise<{ id: string; lessonId: string }> };

export const metadata: Metadata = { title: "Lesson preview", robots: { index: false } };

// /courses/{id}/preview/{lessonId} – a preview lesson, open to everyone (signed out too).
// The player is the browser's own <video>: the page needs no script.
export default async function PreviewLessonPage({ params }: Props) {
  const { id, lessonId } = await params;
  const preview = await getPreviewLesson(id, lessonId);
  if (!preview) return <NotFoundView />;
  const { course, lesson, otherPreviews } = preview;
  const courseHref = `/courses/${encodeURIComponent(course.id)}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6" data-testid="preview-page">
      <Link
        href={courseHref}
        prefetch={false}
        className="text-sm text-slate-500 hover:text-brand-600 dark:text-slate-400"
      >
        ← {course.title}
      </Link>
      <p className="mt-3 text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">
        Free preview
      </p>
      <h1 className="mt-1 text-2xl font-bold">{lesson.title}</h1>
      <div className="mt-4 overflow-hidden rounded-xl bg-black">
        {lesson.url ? (
          // preload="metadata": nothing but the first bytes is spent on data until the student taps Play.
          <video
            data-testid="preview-video"
            controls
            playsInline
            preload="metadata"
            controlsList="nodownload"
            className="aspect-video w-full"
          >
            {lesson.lowUrl && <source src={lesson.lowUrl} type="video/mp4" media="(max-width: 480px)" />}
            <source src={lesson.url} type="video/mp4" />
          </video>
        ) : (
          <p className="flex aspect-video items-center justify-center p-4 text-center text-sm text-slate-200">
            This preview has no video yet. Please check back soon.
          </p>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-500">{formatClock(lesson.durationSeconds)}</p>
      {lesson.description && (
        <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{lesson.description}</p>
      )}
      <div className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <p className="font-semibold">Liked this lesson?</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The rest of {course.title} is waiting for you.
        </p>
        <Link href={courseHref} prefetch={false} className={`${primaryButtonClass} mt-3 w-full sm:w-auto`}>
          See the full course
        </Link>
      </div>
      {otherPreviews.length > 0 && (
        <section className="mt-6">
          <h2 className="text-lg font-bold">More free previews</h2>
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {otherPreviews.map((o) => (
              <li key={o.id}>
                <Link
                  href={`${courseHref}/preview/${encodeURIComponent(o.id)}`}
                  prefetch={false}
                  className="flex justify-between gap-3 py-3 hover:text-brand-600"
                >
                  <span className="flex items-center gap-2">
                    <PlayIcon className="h-3 w-3 shrink-0" />
                    {o.title}
                  </span>
                  <span className="shrink-0 text-slate-500">{formatClock(o.durationSeconds)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
