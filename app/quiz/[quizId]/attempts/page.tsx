import type { Metadata } from "next";
import Link from "next/link";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { attemptsLeft, grade, verdict } from "@/lib/quizzes/quiz-rules";
import { getCurrentUser } from "@/server/auth/current-user";
import { AppError } from "@/server/errors";
import { log } from "@/server/log";
import { myAttempts } from "@/server/quizzes/results";
import { QuizNotFound } from "../_components/quiz-not-found";

export const metadata: Metadata = { title: "Quiz Attempts", robots: { index: false } };

const when = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Lagos" });

export default async function QuizAttemptsPage({ params }: { params: Promise<{ quizId: string }> }) {
  const [{ quizId }, user] = await Promise.all([params, getCurrentUser()]);
  if (!user) return <SignInPrompt />;
  let data: Awaited<ReturnType<typeof myAttempts>>;
  try {
    data = await myAttempts(user.id, quizId);
  } catch (err) {
    // A draft or unknown quiz.
    if (err instanceof AppError && err.code === "not_found") return <QuizNotFound />;
    log.error("quiz attempts could not be loaded", { err, quizId });
    return (
      <p className="py-20 text-center font-semibold" role="alert" data-testid="attempts-error">
        Failed to load quiz attempts
      </p>
    );
  }
  const { attempts, quiz } = data;
  const best = attempts.reduce((m, a) => Math.max(m, a.score), 0);
  const passed = attempts.filter((a) => a.passed).length;
  const left = attemptsLeft(quiz.max_attempts, quiz.user_stats?.attempts_made ?? attempts.length);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6" data-testid="quiz-attempts">
      <p className="text-sm text-slate-500">Attempt history</p>
      <h1 className="text-2xl font-bold">{quiz.title}</h1>
      <dl className="mt-6 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="attempt-totals">
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900">
          <dt className="text-slate-500">Attempts</dt>
          <dd className="text-xl font-bold" data-testid="total-attempts">
            {attempts.length}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900">
          <dt className="text-slate-500">Best score</dt>
          <dd className="text-xl font-bold" data-testid="best-score">
            {attempts.length ? `${best}%` : "—"}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900">
          <dt className="text-slate-500">Passed</dt>
          <dd className="text-xl font-bold" data-testid="passed-count">
            {passed}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900">
          <dt className="text-slate-500">Attempts left</dt>
          <dd className="text-xl font-bold" data-testid="attempts-left">
            {left === null ? "Unlimited" : left}
          </dd>
        </div>
      </dl>
      {attempts.length === 0 ? (
        <p
          className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
          data-testid="no-attempts"
        >
          No attempts found
        </p>
      ) : (
        <ol className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {attempts.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              data-testid="attempt-row"
            >
              <div>
                <p className="font-semibold">
                  Attempt {a.attempt_number} · {a.score}% · Grade {grade(a.score, quiz.passing_score)}
                </p>
                <p className="text-xs text-slate-500">
                  {when.format(new Date(a.submitted_at))} · {a.correct_answers}/{a.total_questions} correct ·{" "}
                  {a.time_taken} min
                  {a.auto_submitted ? " · auto-submitted" : ""}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className={`text-xs font-bold ${a.passed ? "text-brand-700" : "text-amber-700"}`}>
                  {verdict(a.score, quiz.passing_score)}
                </span>
                <Link
                  href={`/quiz/${quizId}/result?attempt=${a.id}`}
                  className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
                >
                  Review
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-8 flex gap-3">
        {left === 0 ? (
          <p className="rounded-lg bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-600 dark:bg-slate-800">
            Maximum attempts reached
          </p>
        ) : (
          <Link
            href={`/quiz/${quizId}/take`}
            className="rounded-lg bg-brand-600 px-4 py-3 text-sm font-semibold text-white"
          >
            {attempts.length ? "Retake Quiz" : "Start Quiz"}
          </Link>
        )}
        <Link
          href="/quizzes"
          className="rounded-lg border border-slate-300 px-4 py-3 text-sm font-semibold dark:border-slate-700"
        >
          Quiz Library
        </Link>
      </div>
    </div>
  );
}
