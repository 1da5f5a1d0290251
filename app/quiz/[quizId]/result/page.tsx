import type { Metadata } from "next";
import Link from "next/link";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { ReviewedQuestion, type ReviewedItem } from "@/components/review/reviewed-question";
import { verdictContent, verdictMessage } from "@/lib/quizzes/quiz-messages";
import { attemptsLeft, grade, optionLetter, verdict } from "@/lib/quizzes/quiz-rules";
import { reviewPolicyNotice } from "@/lib/quizzes/review-policy";
import { getCurrentUser } from "@/server/auth/current-user";
import { AppError } from "@/server/errors";
import { log } from "@/server/log";
import { getAttemptResult, latestSubmittedAttemptId, myAttempts, type AttemptResult } from "@/server/quizzes/results";
import { AttemptsList, type AttemptSummary } from "./_components/attempts-list";
import { ScoreCircle } from "./_components/score-circle";
import { QuizNotFound } from "../_components/quiz-not-found";

export const metadata: Metadata = { title: "Quiz Result", robots: { index: false } };

const when = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Lagos" });

function Message({ text, quizId }: { text: string; quizId: string }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" data-testid="result-message">
      <h1 className="text-lg font-semibold">{text}</h1>
      <Link href={`/quiz/${quizId}/attempts`} className="mt-6 inline-block font-semibold text-brand-700">
        All attempts
      </Link>
    </section>
  );
}

type ResultQuestion = AttemptResult["attempt"]["questions"][number];
const letterOf = (index: number | null) => (index === null ? null : optionLetter(index));

/** A quiz question of the result as the review of every paper shows one (its options in their own order). */
const reviewedItem = (q: ResultQuestion, index: number): ReviewedItem => ({
  id: q.id,
  number: index + 1,
  text: q.question,
  html: q.html?.question,
  options: q.options.map((text, j) => ({ key: optionLetter(j), text, html: q.html?.options[j] })),
  answer: letterOf(q.selected_answer),
  correct_answer: letterOf(q.correct_answer),
  correct: q.is_correct,
  explanation: q.explanation ?? "",
  explanation_html: q.html?.explanation,
});

const isNotFound = (err: unknown) => err instanceof AppError && err.code === "not_found";

async function loadResult(
  studentId: string,
  quizId: string,
  attemptParam?: string,
): Promise<{ kind: "ok"; data: AttemptResult } | { kind: "none" } | { kind: "failed" }> {
  try {
    const attemptId = attemptParam ?? (await latestSubmittedAttemptId(studentId, quizId));
    if (!attemptId) return { kind: "none" };
    return { kind: "ok", data: await getAttemptResult(studentId, quizId, attemptId) };
  } catch (err) {
    if (isNotFound(err)) return { kind: "none" };
    log.error("quiz result could not be loaded", { err, quizId });
    return { kind: "failed" };
  }
}

/**
 * The student's attempts of the quiz for the list below the result; the result shows without it if it fails.
 * "missing": the quiz is a draft or unknown to this student.
 */
async function loadAttempts(studentId: string, quizId: string): Promise<AttemptSummary[] | "missing"> {
  try {
    return (await myAttempts(studentId, quizId)).attempts;
  } catch (err) {
    if (isNotFound(err)) return "missing";
    log.error("quiz attempts could not be loaded for the result", { err, quizId });
    return [];
  }
}

export default async function QuizResultPage({
  params,
  searchParams,
}: {
  params: Promise<{ quizId: string }>;
  searchParams: Promise<{ attempt?: string; auto?: string }>;
}) {
  const [{ quizId }, { attempt: attemptParam, auto }, user] = await Promise.all([
    params,
    searchParams,
    getCurrentUser(),
  ]);
  if (!user) return <SignInPrompt />;
  const [loaded, attempts] = await Promise.all([
    loadResult(user.id, quizId, attemptParam),
    loadAttempts(user.id, quizId),
  ]);
  if (attempts === "missing") return <QuizNotFound />;
  if (loaded.kind !== "ok")
    return (
      <Message text={loaded.kind === "none" ? "No results found" : "Failed to load quiz results"} quizId={quizId} />
    );
  const data = loaded.data;

  const { attempt, quiz } = data;
  const v = verdict(attempt.score, quiz.passing_score);
  const content = verdictContent[v];
  const answered = attempt.questions.filter((q) => q.selected_answer !== null).length;
  const left = attemptsLeft(quiz.max_attempts, quiz.user_stats?.attempts_made ?? 0);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6" data-testid="quiz-result">
      <h1 className="text-sm font-normal text-slate-500">
        <span className="sr-only">Your result: </span>
        {quiz.title}
      </h1>
      {(auto === "1" || attempt.auto_submitted) && (
        <p
          className="mt-2 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
          data-testid="auto-submitted"
        >
          Time up! Your quiz was submitted automatically with the answers you had saved.
        </p>
      )}
      <div className="mt-6 grid items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[auto_1fr_auto] dark:border-slate-800 dark:bg-slate-900">
        <ScoreCircle score={attempt.score} passed={attempt.passed} />
        <div>
          <p className={`text-2xl font-extrabold ${content.tone}`} data-testid="result-verdict">
            {v}
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300" data-testid="verdict-message">
            {verdictMessage(v, attempt.id)}
          </p>
          <p className="mt-3 text-sm">
            Grade{" "}
            <strong className="text-lg" data-testid="grade">
              {grade(attempt.score, quiz.passing_score)}
            </strong>
          </p>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG */}
        <img src={content.image} alt="" width={112} height={112} className="h-28 w-28" />
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="result-facts">
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900">
          <dt className="text-slate-500">Correct</dt>
          <dd className="text-lg font-bold">
            {attempt.correct_answers} / {attempt.total_questions}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900">
          <dt className="text-slate-500">Passing score</dt>
          <dd className="text-lg font-bold">{quiz.passing_score}%</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900">
          <dt className="text-slate-500">Time taken</dt>
          <dd className="text-lg font-bold">{attempt.time_taken} min</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900">
          <dt className="text-slate-500">Submitted</dt>
          <dd className="font-bold">{attempt.submitted_at ? when.format(new Date(attempt.submitted_at)) : "—"}</dd>
        </div>
      </dl>

      <section className="mt-8" data-testid="performance-summary">
        <h2 className="text-xl font-bold">Performance summary</h2>
        <ul className="mt-3 grid grid-cols-3 gap-3 text-center text-sm">
          <li className="rounded-xl bg-brand-50 p-3 dark:bg-brand-900/40">
            <p className="text-2xl font-bold">{attempt.correct_answers}</p>correct
          </li>
          <li className="rounded-xl bg-red-50 p-3 dark:bg-red-950/40">
            <p className="text-2xl font-bold">{answered - attempt.correct_answers}</p>wrong
          </li>
          <li className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <p className="text-2xl font-bold">{attempt.total_questions - answered}</p>unanswered
          </li>
        </ul>
      </section>

      {attempts.length > 0 && <AttemptsList quizId={quizId} attempts={attempts} currentId={attempt.id} />}

      <div className="mt-8 flex flex-wrap gap-3">
        {left === 0 ? (
          <p
            className="rounded-lg bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
            data-testid="max-attempts"
          >
            Maximum attempts reached
          </p>
        ) : (
          <Link
            href={`/quiz/${quizId}/take`}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Retake Quiz
          </Link>
        )}
        <Link
          href={`/quiz/${quizId}/attempts`}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold dark:border-slate-700"
        >
          All Attempts
        </Link>
        <Link
          href="/quizzes"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold dark:border-slate-700"
        >
          Quiz Library
        </Link>
      </div>

      <section className="mt-10" data-testid="question-review">
        <h2 className="text-xl font-bold">Question review</h2>
        {!attempt.key_revealed && (
          <p
            className="mt-2 rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            data-testid="key-withheld"
          >
            {reviewPolicyNotice[quiz.review_policy]} Your answers are shown below.
          </p>
        )}
        <ol className="mt-4 space-y-4">
          {attempt.questions.map((q, i) => (
            <li key={q.id}>
              <ReviewedQuestion
                question={reviewedItem(q, i)}
                place={{ index: i + 1, total: attempt.questions.length }}
              />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
