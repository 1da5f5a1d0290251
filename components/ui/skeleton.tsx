// Grey placeholders in the shape of what is loading (docs/product-spec.md part 9: 6 cards in the catalogue).
const block = "rounded bg-slate-200 dark:bg-slate-800";

/**
 * The attributes of a page's loading skeleton: a status region named for what loads, so a
 * screen reader says it (a name on a plain div is not allowed, and may go unread).
 */
export const loadingRegion = (label: string) => ({ role: "status", "aria-busy": true, "aria-label": label }) as const;

/** Card placeholders in the grid the real cards use. */
export function SkeletonCards({
  count = 6,
  className,
  cardClassName = "h-72",
}: {
  count?: number;
  className: string;
  cardClassName?: string;
}) {
  return (
    <div className={`animate-pulse ${className}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="skeleton-card" className={`rounded-xl ${block} ${cardClassName}`} />
      ))}
    </div>
  );
}

/** The course detail page's outline: title, facts, the text column and the side panel. */
export function CourseDetailSkeleton({ className = "" }: { className?: string }) {
  return (
    <div className={`animate-pulse ${className}`} aria-hidden="true" data-testid="course-skeleton">
      <div className={`h-4 w-40 ${block}`} />
      <div className={`mt-4 h-9 w-3/4 ${block}`} />
      <div className={`mt-3 h-5 w-1/2 ${block}`} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-3">
          <div className={`aspect-video rounded-xl ${block}`} />
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={`h-4 ${block}`} />
          ))}
        </div>
        <div className={`h-80 rounded-2xl ${block}`} />
      </div>
    </div>
  );
}
