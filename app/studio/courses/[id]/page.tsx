import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { QueryProvider } from "@/components/providers/query-provider";
import { orNullWhenNotFound } from "@/server/errors";
import { getStudioCourse } from "@/server/studio/course-outline";
import { requireTutor } from "@/server/studio/require-tutor";
import { CourseForm } from "../../_components/course-form";
import { CurriculumEditor } from "./_components/curriculum-editor";
import { PublishControl } from "./_components/publish-control";
import { ThumbnailForm } from "./_components/thumbnail-form";

export const metadata: Metadata = { title: "Edit course" };

export default async function StudioCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const tutor = await requireTutor(`/studio/courses/${id}`);
  // Someone else's course is not found either.
  const found = await orNullWhenNotFound(getStudioCourse(id, tutor.id));
  if (!found) return <NotFoundView />;
  const { course, sections } = found;
  return (
    <QueryProvider>
      <div className="space-y-6" data-testid="course-editor">
        <div>
          <Link href="/studio" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-400">
            ← Your courses
          </Link>
          <h1 className="mt-2 text-2xl font-bold break-words">{course.title}</h1>
        </div>
        <PublishControl courseId={course.id} status={course.status} />
        <CurriculumEditor courseId={course.id} sections={sections} />
        <section aria-labelledby="details-heading" className="space-y-4">
          <h2 id="details-heading" className="text-xl font-bold">
            Details
          </h2>
          <ThumbnailForm courseId={course.id} thumbnail={course.thumbnail} />
          <CourseForm
            mode="edit"
            courseId={course.id}
            initial={{
              title: course.title,
              category: course.category,
              exam: course.exam,
              level: course.level,
              price: course.price,
              description: course.description,
            }}
          />
        </section>
      </div>
    </QueryProvider>
  );
}
