import Link from "next/link";
import { LockIcon, LockedQuizOffer } from "@/components/quiz/locked-quiz";
import { formatTimeLimit } from "@/lib/quizzes/quiz-rules";
import type { QuizDto } from "@/server/quizzes/quiz-dto";

const difficultyStyle = {
  easy: "bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300",
  medium: "bg-amber-50 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
  hard: "bg-red-50 text-red-700 dark:bg-red-900/40 dark:text-red-200",
};

export function QuizCard({ quiz, signedIn }: { quiz: QuizDto; signedIn: boolean }) {
  const made = quiz.user_stats?.attempts_made ?? 0;
  const maxed = quiz.max_attempts !== null && made >= quiz.max_attempts;
  return (
    <article
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="quiz-card"
    >
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {quiz.category}
        </span>
        <span className={`rounded-full px-2 py-0.5 capitalize ${difficultyStyle[quiz.difficulty]}`}>
          {quiz.difficulty}
        </span>
        <span className="rounded-full bg-sky-50 px-2 py-0.5 text-sky-700 dark:bg-sky-900/40 dark:text-sky-300">
          {quiz.course_id ? "Course" : "General"}
        </span>
        {quiz.locked && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
            <LockIcon className="h-3 w-3" />
            Locked
          </span>
        )}
      </div>
      <h2 className="mt-3 font-semibold leading-snug break-words">{quiz.title}</h2>
      {quiz.course_title && <p className="text-xs text-slate-500">{quiz.course_title}</p>}
      <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{quiz.description}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-xs" data-testid="quiz-counts">
        <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
          <dt className="text-slate-500">Questions</dt>
          <dd className="text-base font-bold">{quiz.question_count}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
          <dt className="text-slate-500">Time</dt>
          <dd className="text-base font-bold">{formatTimeLimit(quiz.time_limit)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
          <dt className="text-slate-500">Pass mark</dt>
          <dd className="text-base font-bold">{quiz.passing_score}%</dd>
        </div>
      </dl>
      {quiz.user_stats && made > 0 && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="quiz-stats">
          Best score <strong>{quiz.user_stats.best_score ?? 0}%</strong> · {made} attempt{made === 1 ? "" : "s"}
          {quiz.max_attempts !== null ? ` of ${quiz.max_attempts}` : ""}
        </p>
      )}
      <div className="mt-auto flex gap-2 pt-4">
        {quiz.locked ? (
          <LockedQuizOffer courseId={quiz.course_id} price={quiz.course_price} />
        ) : maxed ? (
          <p
            className="flex-1 rounded-lg bg-slate-100 px-3 py-2 text-center text-sm font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
            data-testid="max-attempts"
          >
            Maximum attempts reached
          </p>
        ) : (
          <Link
            href={signedIn ? `/quiz/${quiz.id}/take` : "/signin"}
            prefetch={false}
            className="flex-1 rounded-lg bg-brand-600 px-3 py-3 text-center text-sm font-semibold text-white hover:bg-brand-700"
          >
            {made > 0 ? "Retake Quiz" : "Start Quiz"}
          </Link>
        )}
        {made > 0 && (
          <Link
            href={`/quiz/${quiz.id}/attempts`}
            prefetch={false}
            className="rounded-lg border border-slate-300 px-3 py-3 text-sm font-semibold dark:border-slate-700"
          >
            Results
          </Link>
        )}
      </div>
    </article>
  );
}
