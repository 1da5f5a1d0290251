import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { TrialNote } from "@/components/trial/trial-note";
import { getCurrentUser } from "@/server/auth/current-user";
import { log } from "@/server/log";
import { getLearningView, type LearningView } from "@/server/courses/learning";
import { getUser } from "@/server/accounts/profiles";
import { getDataSettings } from "@/server/data-plan/data-settings";
import type { DataSettings } from "@/lib/validation/data-settings";
import { PAGE_STATUS_META } from "@/lib/web/page-status";
import { CoursePlayer } from "./_components/course-player";

const metadata: Metadata = { title: "Course Content", robots: { index: false } };

// The metadata and the page ask the same once per request.
const learningView = cache((studentId: string, courseId: string) => getLearningView(studentId, courseId));

/**
 * A course that does not exist is a 404: the page streams behind its skeleton, so the status is
 * named in the head, which is resolved before anything is sent (lib/web/page-status.ts).
 */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<{ courseId?: string }>;
}): Promise<Metadata> {
  const session = await getCurrentUser();
  const { courseId } = await searchParams;
  if (!session || session.role !== "student" || !courseId) return metadata;
  const view = await learningView(session.id, courseId).catch(() => null);
  return view?.status === "not_found" ? { ...metadata, other: { [PAGE_STATUS_META]: "404" } } : metadata;
}

function Problem({ title, message, action }: { title: string; message: string; action?: React.ReactNode }) {
  return (
    <section
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="course-content-problem"
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>
      <div className="mt-6 flex gap-3">
        {action}
        <Link
          href="/dashboard"
          className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold dark:border-slate-700"
        >
          Back to Dashboard
        </Link>
      </div>
    </section>
  );
}

// /course-content?courseId=[&lesson=] – students only: others go to /signin (docs/product-spec.md part 6).
export default async function CourseContentPage({
  searchParams,
}: {
  searchParams: Promise<{ courseId?: string; lesson?: string }>;
}) {
  const session = await getCurrentUser();
  if (!session || session.role !== "student") redirect("/signin");
  const { courseId, lesson } = await searchParams;
  if (!courseId) return <Problem title="Error Loading Course" message="No course ID provided" />;

  let view: LearningView;
  let user: Awaited<ReturnType<typeof getUser>>;
  let dataSettings: DataSettings;
  try {
    [view, user, dataSettings] = await Promise.all([
      learningView(session.id, courseId),
      getUser(session.id),
      getDataSettings(session.id),
    ]);
  } catch (err) {
    log.error("course content could not be loaded", { err, courseId });
    return <Problem title="Error Loading Course" message="Failed to load course content" />;
  }
  if (view.status === "not_found") return <Problem title="Error Loading Course" message="Course not found" />;
  if (view.status === "not_enrolled") {
    return (
      <Problem
        title={view.trialEnded ? "Your free trial has ended" : "You are not enrolled"}
        message={
          view.trialEnded
            ? `Thank you for trying ExamPrep. Enroll in ${view.courseTitle} to keep watching its lessons.`
            : `Enroll in ${view.courseTitle} to watch its lessons.`
        }
        action={
          <Link
            href={`/courses/${courseId}`}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white"
          >
            View Course
          </Link>
        }
      />
    );
  }
  if (view.sections.every((s) => s.lessons.length === 0)) {
    return (
      <Problem title="No Course Content Available" message="This course has no lessons yet. Please check back soon." />
    );
  }
  // Chrome sends Save-Data with every request while Data Saver is on: the first render already plays data-lite.
  const saveData = (await headers()).get("save-data")?.toLowerCase() === "on";
  return (
    <>
      {view.trial && (
        <div className="mx-auto mt-3 max-w-7xl px-4 sm:px-6">
          <TrialNote status={view.trial} />
        </div>
      )}
      <CoursePlayer
        course={view.course}
        sections={view.sections}
        initialProgress={{ completed: view.progress.completed_video_ids, positions: view.progress.positions }}
        user={{ name: `${user.first_name} ${user.last_name}`, email: user.email, academicLevel: user.academic_level }}
        initialLessonId={typeof lesson === "string" ? lesson : undefined}
        plan={{ network: dataSettings.network, tariffs: dataSettings.tariffs, quality: dataSettings.video_quality }}
        saveDataHeader={saveData}
      />
    </>
  );
}
