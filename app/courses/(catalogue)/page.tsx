import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CourseCard } from "@/components/courses/course-card";
import { ClientNavigation } from "@/components/navigation/client-navigation";
import { Alert } from "@/components/ui/alert";
import { CourseDetailSkeleton, SkeletonCards } from "@/components/ui/skeleton";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import type { CourseCardData } from "@/lib/courses/course-types";
import { showingRange } from "@/lib/ui/format";
import { loadingTrigger } from "@/lib/web/page-enhancements";
import { queryRecord } from "@/lib/web/query-params";
import { MAX_SEARCH } from "@/lib/courses/catalogue-options";
import { SAMPLE_COURSES } from "@/lib/courses/sample-courses";
import {
  catalogueQuerySchema,
  DEFAULT_LEVEL_OPTIONS,
  DEFAULT_SUBJECT_OPTIONS,
  type CatalogueQuery,
} from "@/lib/validation/courses";
import { getCurrentUser } from "@/server/auth/current-user";
import { log } from "@/server/log";
import { catalogueCards } from "@/server/courses/catalogue";
import { enrolledCourseIds } from "@/server/courses/enrollments";
import { CatalogueFilters } from "./_components/catalogue-filters";

const RESULTS_ID = "catalogue-results";
const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export const metadata: Metadata = {
  title: "All Courses",
  description: "WAEC, JAMB and NECO courses in every subject, free and paid.",
};

type Search = Record<string, string | string[] | undefined>;

/**
 * The catalogue's query. A field the schema refuses (a page that is no number, an unknown sort) is
 * left out and the others stand; a search longer than the limit is searched cut to it, as the
 * box's own maxlength would have cut it.
 */
function parseQuery(search: Search): CatalogueQuery {
  const record = queryRecord(search);
  const parsed = catalogueQuerySchema.safeParse(record);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept: Record<string, unknown> = Object.fromEntries(Object.entries(record).filter(([key]) => !refused.has(key)));
  if (refused.has("search") && typeof record.search === "string")
    kept.search = record.search.trim().slice(0, MAX_SEARCH);
  return catalogueQuerySchema.safeParse(kept).data ?? catalogueQuerySchema.parse({});
}

type Catalogue = {
  cards: CourseCardData[];
  matching: number;
  total: number;
  levels: string[];
  categories: string[];
  samples: boolean;
};

async function loadCatalogue(q: CatalogueQuery): Promise<Catalogue> {
  try {
    const result = await catalogueCards(q);
    return { ...result, samples: false };
  } catch (err) {
    log.error("catalogue could not be read; showing the sample courses", { err });
    return {
      cards: SAMPLE_COURSES,
      matching: SAMPLE_COURSES.length,
      total: SAMPLE_COURSES.length,
      levels: [],
      categories: [],
      samples: true,
    };
  }
}

function pageHref(q: CatalogueQuery, page: number): string {
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.level) params.set("level", q.level);
  if (q.category) params.set("category", q.category);
  if (q.sort !== "name") params.set("sort", q.sort);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `/courses?${s}` : "/courses";
}

export default async function CataloguePage({ searchParams }: { searchParams: Promise<Search> }) {
  const q = parseQuery(await searchParams);
  const [catalogue, user] = await Promise.all([loadCatalogue(q), getCurrentUser()]);
  const enrolled =
    user?.role === "student" && !catalogue.samples
      ? await enrolledCourseIds(
          user.id,
          catalogue.cards.map((c) => c.id),
        )
      : new Set<string>();
  // Filter options are rebuilt from the courses there are; the defaults of docs/product-spec.md part 9 stand in when there are none.
  const levels = catalogue.levels.length ? catalogue.levels : [...DEFAULT_LEVEL_OPTIONS];
  const categories = catalogue.categories.length ? catalogue.categories : [...DEFAULT_SUBJECT_OPTIONS];
  const pages = Math.max(1, Math.ceil(catalogue.matching / q.limit));
  // A page past the last (an old link, a hand-typed number): the last page.
  if (q.page > pages) redirect(pageHref(q, pages));
  const filtered = Boolean(q.search || q.level || q.category);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">All Courses</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Video lessons for WAEC, JAMB (UTME) and NECO in every subject.
      </p>
      <div className="mt-6">
        <CatalogueFilters
          loadingTrigger={loadingTrigger(RESULTS_ID)}
          search={q.search ?? ""}
          level={q.level ?? ""}
          category={q.category ?? ""}
          sort={q.sort}
          levels={levels}
          categories={categories}
        />
      </div>
      {catalogue.samples && (
        <div className="mt-4">
          <Alert tone="warning" testId="sample-note">
            We could not load the course catalogue just now, so these are sample courses. Please refresh in a moment.
          </Alert>
        </div>
      )}
      {/* Keyed by the URL so a client-side navigation renders a fresh region, without the mark of a finished load. */}
      <div id={RESULTS_ID} key={pageHref(q, q.page)} className="group">
        <div className="group-data-[loading]:hidden">
          {/* The results' heading: the cards' titles are its h3s. */}
          <h2 className="mt-6 text-sm font-normal text-slate-600 dark:text-slate-400" data-testid="count-line">
            {showingRange(q.page, q.limit, catalogue.matching, "course")}
          </h2>
          {catalogue.cards.length === 0 ? (
            <div
              className="mt-6 rounded-2xl border border-dashed border-slate-300 p-12 text-center dark:border-slate-700"
              data-testid="no-courses-found"
            >
              <h2 className="text-xl font-semibold">No courses found</h2>
              <p className="mt-1 text-slate-600 dark:text-slate-400">Try adjusting your filters or search terms</p>
              <Link
                href="/courses"
                prefetch={false}
                {...loadingTrigger(RESULTS_ID)}
                className={`${primaryButtonClass} mt-4`}
              >
                Clear Filters
              </Link>
            </div>
          ) : (
            <ClientNavigation className="mt-4">
              <div className={GRID} data-testid="course-grid" {...loadingTrigger(RESULTS_ID, "course")}>
                {catalogue.cards.map((course, i) => (
                  <CourseCard key={course.id} course={course} priority={i < 2} enrolled={enrolled.has(course.id)} />
                ))}
              </div>
            </ClientNavigation>
          )}
          {pages > 1 && (
            <nav
              aria-label="Pages"
              className="mt-8 flex items-center justify-center gap-3 text-sm"
              data-testid="pagination"
              {...loadingTrigger(RESULTS_ID)}
            >
              {q.page > 1 ? (
                <Link href={pageHref(q, q.page - 1)} prefetch={false} className={secondaryButtonClass}>
                  Previous
                </Link>
              ) : null}
              <span>
                Page {q.page} of {pages}
              </span>
              {q.page < pages ? (
                <Link href={pageHref(q, q.page + 1)} prefetch={false} className={secondaryButtonClass}>
                  Next
                </Link>
              ) : null}
            </nav>
          )}
          {filtered && catalogue.cards.length > 0 && (
            <p className="mt-6 text-center text-sm" {...loadingTrigger(RESULTS_ID)}>
              <Link
                href="/courses"
                prefetch={false}
                className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                Clear Filters
              </Link>
            </p>
          )}
        </div>
        <div className="hidden group-data-[loading=list]:block">
          <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            Loading courses…
          </p>
          <SkeletonCards className={`mt-4 ${GRID}`} />
        </div>
        <CourseDetailSkeleton className="mt-6 hidden group-data-[loading=course]:block" />
      </div>
    </div>
  );
}
