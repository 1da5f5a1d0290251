import type { Metadata } from "next";
import Link from "next/link";
import { formatRating, plural } from "@/lib/ui/format";
import { formatNaira, formatPrice, showOriginalPrice } from "@/lib/payments/money";
import { SAMPLE_COURSES } from "@/lib/courses/sample-courses";
import { PLACEHOLDER_THUMBNAIL, THUMBNAIL_PLACEHOLDER_CLASSES } from "@/lib/subjects";
import { getCurrentUser } from "@/server/auth/current-user";
import { simulatorEnabled } from "@/server/integrations/flutterwave";
import { log } from "@/server/log";
import { getCoursePage, type CoursePage } from "@/server/courses/course-page";
import { SaveCourseButton } from "@/components/courses/save-course-button";
import { ShareCourseButton } from "@/components/courses/share-course-button";
import { PageStatus } from "@/components/layout/page-status";
import { getTrialStatus } from "@/server/courses/access";
import { isEnrolled } from "@/server/courses/enrollments";
import { isCourseSaved } from "@/server/courses/saved-courses";
import { CourseNotFound } from "./_components/course-not-found";
import { CourseOutline } from "./_components/course-outline";
import { EnrollPanel } from "./_components/enroll-panel";
import { InstructorSection } from "./_components/instructor-section";
import { TrialAccess } from "./_components/trial-access";

type Props = { params: Promise<{ id: string }> };

type Viewer = Parameters<typeof getCoursePage>[1];

async function load(id: string, viewer: Viewer): Promise<{ course: CoursePage | null; error?: string }> {
  try {
    return { course: await getCoursePage(id, viewer) };
  } catch (err) {
    log.error("course detail could not be read", { err, courseId: id });
    return { course: null, error: "Failed to load course details" };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, user] = await Promise.all([params, getCurrentUser()]);
  const { course } = await load(id, user);
  return course
    ? { title: course.title, description: course.description.slice(0, 160) }
    : { title: "Course Not Found" };
}

export default async function CourseDetailPage({ params }: Props) {
  const { id } = await params;
  if (!id) return <CourseNotFound message="No course ID provided" />;
  const user = await getCurrentUser();
  const { course, error } = await load(id, user);
  // An unknown course, or a draft this viewer may not see, is a 404; a failed read a 503. The
  // view is rendered here, not by notFound(), whose 404 has an empty body (lib/web/page-status.ts).
  if (!course) {
    const sample = error ? SAMPLE_COURSES.find((s) => s.id === id) : undefined;
    return (
      <>
        <PageStatus code={error ? 503 : 404} />
        <CourseNotFound
          message={sample ? `${sample.title} is a sample course. ${error}.` : (error ?? "Course not found")}
        />
      </>
    );
  }
  const student = user?.role === "student" ? user : null;
  const [enrolled, saved, trial] = student
    ? await Promise.all([
        isEnrolled(student.id, course.id),
        isCourseSaved(student.id, course.id),
        getTrialStatus(student),
      ])
    : [false, false, { state: "none" } as const];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500 dark:text-slate-400" data-testid="breadcrumb">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" prefetch={false} className="inline-flex min-h-6 items-center hover:text-brand-600">
              Home
            </Link>{" "}
            /
          </li>
          <li>
            <Link href="/courses" prefetch={false} className="inline-flex min-h-6 items-center hover:text-brand-600">
              Courses
            </Link>{" "}
            /
          </li>
          <li>
            <Link
              href={`/courses?category=${encodeURIComponent(course.category)}`}
              prefetch={false}
              className="inline-flex min-h-6 items-center hover:text-brand-600"
            >
              {course.category}
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="text-slate-700 dark:text-slate-300">
            {course.title}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <div className="flex flex-wrap gap-2 text-xs font-semibold" data-testid="course-badges">
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {course.category}
            </span>
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
              {course.level}
            </span>
            {course.exam && (
              <span className="rounded-full bg-sky-50 px-2.5 py-1 text-sky-700 dark:bg-sky-900/40 dark:text-sky-300">
                {course.exam}
              </span>
            )}
            {course.featured && (
              <span className="rounded-full bg-accent-400 px-2.5 py-1 text-slate-900">Bestseller</span>
            )}
          </div>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{course.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span>
              By <strong className="text-slate-900 dark:text-slate-100">{course.instructor}</strong>
            </span>
            <span>
              <span className="text-accent-500" aria-hidden="true">
                ★
              </span>{" "}
              <strong>{formatRating(course.rating)}</strong> ({plural(course.reviewCount, "review")})
            </span>
            <span>{plural(course.studentCount, "student")}</span>
          </p>
          {/* The gradient is the placeholder: a failed image (empty alt) leaves it showing, with no script. */}
          <div className={`mt-6 overflow-hidden rounded-2xl ${THUMBNAIL_PLACEHOLDER_CLASSES}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- sized local image, the page's largest paint */}
            <img
              src={course.thumbnail ?? PLACEHOLDER_THUMBNAIL}
              alt=""
              width={640}
              height={360}
              fetchPriority="high"
              decoding="async"
              className="aspect-video w-full object-cover"
            />
          </div>

          <section className="mt-10">
            <h2 className="text-xl font-bold">About This Course</h2>
            <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{course.description}</p>
          </section>
          {course.objectives.length > 0 && (
            <section className="mt-10">
              <h2 className="text-xl font-bold">Learning Objectives</h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {course.objectives.map((o) => (
                  <li key={o} className="flex gap-2 text-slate-700 dark:text-slate-300">
                    <span className="text-brand-600" aria-hidden="true">
                      ✓
                    </span>
                    {o}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {course.requirements.length > 0 && (
            <section className="mt-10">
              <h2 className="text-xl font-bold">Requirements</h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
                {course.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </section>
          )}
          {course.tags.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
              {course.tags.map((t) => (
                <li
                  key={t}
                  className="rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400"
                >
                  #{t}
                </li>
              ))}
            </ul>
          )}
          <CourseOutline courseId={course.id} sections={course.sections} />
          <InstructorSection name={course.instructor} {...course.instructorProfile} />
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            data-testid="side-panel"
          >
            <p className="text-3xl font-extrabold" data-testid="detail-price">
              {formatPrice(course.price)}
              {showOriginalPrice(course.price, course.originalPrice) && (
                <s className="ml-2 text-base font-normal text-slate-500">{formatNaira(course.originalPrice)}</s>
              )}
            </p>
            <dl className="mt-5 space-y-2 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-500">Duration</dt>
                <dd>{course.durationHours} hours</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-500">Lessons</dt>
                <dd>{course.lessonCount}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-500">Level</dt>
                <dd>{course.level}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-500">Certificate</dt>
                <dd>{course.issueCertificate ? "Included" : "Not included"}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-500">Downloadable materials</dt>
                <dd>{course.downloadableMaterial ? "Yes" : "No"}</dd>
              </div>
            </dl>
            {/* On a phone the panel sits three screens down: its price and action ride in a bar fixed to
                the bottom of the screen instead (one EnrollPanel, so there is one enrolment state). */}
            <div
              data-sticky-action=""
              data-testid="enroll-bar"
              className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] dark:border-slate-800 dark:bg-slate-900 lg:static lg:z-auto lg:mt-6 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:lg:bg-transparent"
            >
              <div className="mx-auto flex max-w-7xl items-center gap-3 lg:block">
                <p className="shrink-0 text-lg font-extrabold lg:hidden" data-testid="enroll-bar-price">
                  {formatPrice(course.price)}
                </p>
                <div className="min-w-0 flex-1">
                  <EnrollPanel
                    courseId={course.id}
                    price={course.price}
                    title={course.title}
                    role={user?.role ?? null}
                    enrolled={enrolled}
                    testPayments={simulatorEnabled()}
                  />
                </div>
              </div>
            </div>
            <TrialAccess courseId={course.id} price={course.price} enrolled={enrolled} trial={trial} />
            <div className="mt-4 grid grid-cols-2 gap-2">
              {user?.role !== "tutor" && (
                <SaveCourseButton courseId={course.id} saved={saved} canSave={Boolean(student)} />
              )}
              <ShareCourseButton title={course.title} path={`/courses/${course.id}`} />
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}
