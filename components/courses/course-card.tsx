import { PLACEHOLDER_THUMBNAIL, THUMBNAIL_PLACEHOLDER_CLASSES } from "@/lib/subjects";
import { formatRating, plural } from "@/lib/ui/format";
import type { CourseCardData } from "@/lib/courses/course-types";
import { formatPrice, formatNaira, showOriginalPrice } from "@/lib/payments/money";

/**
 * One course in a grid. Its links are plain anchors: render the grid inside
 * `ClientNavigation`, which navigates them client-side (a `next/link` per link cost four client
 * components per card to hydrate).
 */
export function CourseCard({
  course,
  priority = false,
  enrolled = false,
}: {
  course: CourseCardData;
  priority?: boolean;
  enrolled?: boolean;
}) {
  const href = `/courses/${course.id}`;
  return (
    <article
      data-testid="course-card"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      {/* The box's gradient is the placeholder: if the image fails, its empty alt leaves it showing, with no script.
          A gradient rather than the placeholder image, so the browser does not paint two images per card. */}
      <a
        href={href}
        className={`relative block aspect-video ${THUMBNAIL_PLACEHOLDER_CLASSES}`}
        tabIndex={-1}
        aria-hidden="true"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- sized local images; the optimiser would add a client component per card */}
        <img
          src={course.thumbnail ?? PLACEHOLDER_THUMBNAIL}
          alt=""
          width={640}
          height={360}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="h-full w-full object-cover"
        />
        {course.bestseller && (
          <span className="absolute top-3 left-3 rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">
            Bestseller
          </span>
        )}
      </a>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
            {course.level}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {course.category}
          </span>
        </div>
        <h3 className="mt-2 font-semibold leading-snug break-words">
          <a href={href} className="hover:text-brand-600 dark:hover:text-brand-400">
            {course.title}
          </a>
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{course.instructor}</p>
        <p className="mt-2 flex items-center gap-1 text-sm">
          <span aria-hidden="true" className="text-accent-500">
            ★
          </span>
          <span className="font-semibold">{formatRating(course.rating)}</span>
          <span className="text-slate-500">({plural(course.reviewCount, "review")})</span>
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {plural(course.studentCount, "student")} · {course.durationHours}h · {plural(course.lessonCount, "lesson")}
        </p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          <p className="text-lg font-bold" data-testid="course-price">
            {formatPrice(course.price)}
            {showOriginalPrice(course.price, course.originalPrice) && (
              <s className="ml-2 text-sm font-normal text-slate-500">{formatNaira(course.originalPrice)}</s>
            )}
          </p>
        </div>
        <div className="mt-3 flex gap-2">
          <a
            href={href}
            className="flex-1 rounded-lg border border-slate-300 px-3 py-3 text-center text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Details
          </a>
          <a
            href={href}
            className="flex-1 rounded-lg bg-brand-600 px-3 py-3 text-center text-sm font-semibold text-white hover:bg-brand-700"
          >
            {enrolled ? "✓ Enrolled" : "View Course"}
          </a>
        </div>
      </div>
    </article>
  );
}
