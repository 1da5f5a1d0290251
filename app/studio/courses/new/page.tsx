import type { Metadata } from "next";
import Link from "next/link";
import { QueryProvider } from "@/components/providers/query-provider";
import { requireTutor } from "@/server/studio/require-tutor";
import { CourseForm } from "../../_components/course-form";

export const metadata: Metadata = { title: "New course" };

export default async function NewCoursePage() {
  await requireTutor("/studio/courses/new");
  return (
    <QueryProvider>
      <section className="mx-auto max-w-2xl">
        <Link href="/studio" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-400">
          ← Your courses
        </Link>
        <h1 className="mt-2 text-2xl font-bold">New course</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          It starts as a draft: only you see it until you publish it.
        </p>
        <div className="mt-6">
          <CourseForm mode="create" />
        </div>
      </section>
    </QueryProvider>
  );
}
