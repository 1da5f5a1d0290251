import Link from "next/link";
import type { myAttempts } from "@/server/quizzes/results";

export type AttemptSummary = Awaited<ReturnType<typeof myAttempts>>["attempts"][number];

const when = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Lagos" });

/** The student's attempts of this quiz, newest first (docs/product-spec.md part 2: the result's all-attempts list). */
export function AttemptsList({
  quizId,
  attempts,
  currentId,
}: {
  quizId: string;
  attempts: AttemptSummary[];
  currentId: string;
}) {
  return (
    <section className="mt-8" aria-labelledby="your-attempts-heading" data-testid="result-attempts">
      <h2 id="your-attempts-heading" className="text-xl font-bold">
        Your attempts
      </h2>
      <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {attempts.map((a) => {
          const current = a.id === currentId;
          return (
            <li
              key={a.id}
              className={`flex items-center justify-between gap-3 px-4 py-3 ${current ? "bg-brand-50/60 dark:bg-brand-900/20" : ""}`}
              data-testid="result-attempt"
              aria-current={current ? "true" : undefined}
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  Attempt {a.attempt_number} · <span data-testid="result-attempt-score">{a.score}%</span>
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  <time dateTime={a.submitted_at}>{when.format(new Date(a.submitted_at))}</time> · {a.time_taken} min
                </p>
              </div>
              {current ? (
                <span className="shrink-0 text-xs font-semibold text-brand-700 dark:text-brand-400">This attempt</span>
              ) : (
                <Link
                  href={`/quiz/${quizId}/result?attempt=${a.id}`}
                  className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
                >
                  Review
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
