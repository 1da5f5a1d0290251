import Link from "next/link";
import { plural } from "@/lib/ui/format";
import type { UpcomingQuiz } from "@/server/study/dashboard";

/** docs/product-spec.md part 9: "No limit" when absent, otherwise minutes or hours and minutes. */
export function formatTimeLimit(minutes: number | null): string {
  if (minutes === null || minutes <= 0) return "No limit";
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

const priorities = {
  high: { label: "Not started", tone: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200" },
  medium: { label: "Try again", tone: "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200" },
};

/** Quizzes of the student's courses not passed yet, untouched ones first, and the way to the quiz library. */
export function UpcomingQuizzes({ quizzes }: { quizzes: UpcomingQuiz[] }) {
  return (
    <section
      aria-labelledby="upcoming-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="upcoming-heading" className="text-lg font-bold">
          Upcoming Quizzes
        </h2>
        <Link
          href="/quizzes"
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
          data-testid="quiz-library-link"
        >
          View all quizzes →
        </Link>
      </div>
      {quizzes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="upcoming-empty">
          No course quiz waiting for you. You fit still practise with the general quizzes in the quiz library.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {quizzes.map((quiz) => {
            const priority = priorities[quiz.priority];
            return (
              <li key={quiz.id} data-testid="upcoming-quiz" data-quiz-id={quiz.id} data-priority={quiz.priority}>
                <Link
                  href={`/quiz/${quiz.id}/take`}
                  className="block rounded-xl border border-slate-200 p-4 hover:border-brand-500 hover:bg-brand-50/50 dark:border-slate-800 dark:hover:border-brand-600 dark:hover:bg-slate-800/60"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{quiz.title}</p>
                      <p className="text-sm break-words text-slate-600 dark:text-slate-400">{quiz.course}</p>
                    </div>
                    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${priority.tone}`}>
                      {priority.label}
                    </span>
                  </div>
                  <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                    {plural(quiz.questions, "question")} · {formatTimeLimit(quiz.duration)} · Chapter quiz
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
