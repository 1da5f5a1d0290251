import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { QueryProvider } from "@/components/providers/query-provider";
import { AppError } from "@/server/errors";
import { getStudioLesson } from "@/server/studio/course-outline";
import { requireTutor } from "@/server/studio/require-tutor";
import { LessonDetailsForm } from "./_components/lesson-details-form";
import { LessonMedia } from "./_components/lesson-media";

export const metadata: Metadata = { title: "Edit lesson" };

async function loadOwnLesson(courseId: string, lessonId: string, tutorId: string) {
  try {
    return await getStudioLesson(courseId, lessonId, tutorId);
  } catch (err) {
    if (err instanceof AppError && err.code === "not_found") notFound();
    throw err;
  }
}

export default async function StudioLessonPage({ params }: { params: Promise<{ id: string; lessonId: string }> }) {
  const { id, lessonId } = await params;
  const tutor = await requireTutor(`/studio/courses/${id}/lessons/${lessonId}`);
  const { course, section, lesson } = await loadOwnLesson(id, lessonId, tutor.id);
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
