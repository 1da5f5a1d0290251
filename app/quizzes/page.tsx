import type { Metadata } from "next";
import type { z } from "zod";
import Link from "next/link";
import { queryRecord } from "@/lib/web/query-params";
import { SkeletonCards } from "@/components/ui/skeleton";
import { primaryButtonClass } from "@/components/ui/styles";
import { loadingTrigger } from "@/lib/web/page-enhancements";
import { SUBJECTS } from "@/lib/subjects";
import { quizListQuerySchema } from "@/lib/validation/quizzes";
import { getCurrentUser } from "@/server/auth/current-user";
import { log } from "@/server/log";
import { listQuizzes } from "@/server/quizzes/catalogue";
import type { QuizDto } from "@/server/quizzes/quiz-dto";
import { QuizCard } from "./_components/quiz-card";
import { QuizFilters } from "./_components/quiz-filters";

export const metadata: Metadata = {
  title: "Quiz Library",
  description: "Timed WAEC, JAMB and NECO practice quizzes in every subject, with explanations.",
};

const RESULTS_ID = "quiz-results";
const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

type Search = Record<string, string | string[] | undefined>;

// The quiz library is open to everyone (docs/product-spec.md part 6); taking a quiz needs an account.
export default async function QuizzesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const parsed = quizListQuerySchema.safeParse(queryRecord(await searchParams));
  const filters: z.infer<typeof quizListQuerySchema> = parsed.success
    ? parsed.data
    : { search: undefined, category: undefined };
  const user = await getCurrentUser();
  let quizzes: QuizDto[] | null;
  try {
    quizzes = await listQuizzes(filters, user);
  } catch (err) {
    log.error("quiz library could not be read", { err });
    quizzes = null;
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Quiz Library</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Timed practice in the style of the real papers. Every answer comes with an explanation.
      </p>
      <div className="mt-6">
        <QuizFilters
          loadingTrigger={loadingTrigger(RESULTS_ID)}
          search={filters.search ?? ""}
          category={filters.category ?? ""}
          difficulty={filters.difficulty ?? ""}
          type={filters.type ?? ""}
          categories={[...SUBJECTS]}
        />
      </div>
      {/* Keyed by the URL so a client-side navigation renders a fresh region, without the mark of a finished load. */}
      <div id={RESULTS_ID} key={JSON.stringify(filters)} className="group">
        <div className="group-data-[loading]:hidden">
          {quizzes === null ? (
            <div
              className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
              role="alert"
              data-testid="quizzes-error"
            >
              <p className="font-semibold">Failed to load quizzes</p>
              <Link href="/quizzes" prefetch={false} className={`${primaryButtonClass} mt-4`}>
                Try Again
              </Link>
            </div>
          ) : quizzes.length === 0 ? (
            <div
              className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
              data-testid="no-quizzes"
            >
              <p className="font-semibold">No quizzes found</p>
              <Link
                href="/quizzes"
                prefetch={false}
                {...loadingTrigger(RESULTS_ID)}
                className={`${primaryButtonClass} mt-4`}
              >
                Clear Filters
              </Link>
            </div>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" data-testid="quiz-count">
                {quizzes.length} quiz{quizzes.length === 1 ? "" : "zes"}
              </p>
              <div className={`mt-4 ${GRID}`}>
                {quizzes.map((q) => (
                  <QuizCard key={q.id} quiz={q} signedIn={Boolean(user)} />
                ))}
              </div>
            </>
          )}
        </div>
        <div className="hidden group-data-[loading]:block">
          <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            Loading quizzes…
          </p>
          <SkeletonCards className={`mt-4 ${GRID}`} cardClassName="h-80" />
        </div>
      </div>
    </div>
  );
}
