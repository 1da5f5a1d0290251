import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { QueryProvider } from "@/components/providers/query-provider";
import { orNullWhenNotFound } from "@/server/errors";
import { getStudioLesson } from "@/server/studio/course-outline";
import { requireTutor } from "@/server/studio/require-tutor";
import { LessonDetailsForm } from "./_components/lesson-details-form";
import { LessonMedia } from "./_components/lesson-media";

export const metadata: Metadata = { title: "Edit lesson" };

export default async function StudioLessonPage({ params }: { params: Promise<{ id: string; lessonId: string }> }) {
  const { id, lessonId } = await params;
  const tutor = await requireTutor(`/studio/courses/${id}/lessons/${lessonId}`);
  const found = await orNullWhenNotFound(getStudioLesson(id, lessonId, tutor.id));
  if (!found) return <NotFoundView />;
  const { course, section, lesson } = found;
  return (
    <QueryProvider>
      <div className="mx-auto max-w-2xl space-y-6" data-testid="lesson-editor">
        <div>
          <Link
            href={`/studio/courses/${course.id}`}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
          >
            ← {course.title}
          </Link>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{section.title}</p>
          <h1 className="text-2xl font-bold break-words">{lesson.title}</h1>
        </div>
        <LessonMedia lessonId={lesson.id} mediaState={lesson.media_state} hasVideo={lesson.has_video} />
        <LessonDetailsForm courseId={course.id} lesson={lesson} />
      </div>
    </QueryProvider>
  );
}
