import type { Metadata } from "next";
import Link from "next/link";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { QueryProvider } from "@/components/providers/query-provider";
import { LockIcon } from "@/components/quiz/locked-quiz";
import { formatNaira } from "@/lib/payments/money";
import { getCurrentUser } from "@/server/auth/current-user";
import { AppError } from "@/server/errors";
import { log } from "@/server/log";
import { getQuizDetails } from "@/server/quizzes/catalogue";
import type { QuizDto } from "@/server/quizzes/quiz-dto";
import { QuizTaker } from "./_components/quiz-taker";
import { QuizNotFound } from "../_components/quiz-not-found";

export const metadata: Metadata = { title: "Take Quiz", robots: { index: false } };

function Notice({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" data-testid={testId}>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

/** The quiz as this student sees it; a draft or unknown quiz is "missing". */
async function loadQuiz(
  quizId: string,
  user: { id: string; role: "student" },
): Promise<QuizDto | "failed" | "missing"> {
  try {
    return await getQuizDetails(quizId, user);
  } catch (err) {
    if (err instanceof AppError && err.code === "not_found") return "missing";
    log.error("quiz could not be read before starting", { err, quizId });
    return "failed";
  }
}

export default async function TakeQuizPage({ params }: { params: Promise<{ quizId: string }> }) {
  const [{ quizId }, user] = await Promise.all([params, getCurrentUser()]);
  if (!user) return <SignInPrompt />;
  if (user.role !== "student") {
    return (
      <Notice title="Quizzes are taken by students">
        <p className="mt-2 text-slate-600 dark:text-slate-400">Sign in with a student account to take this quiz.</p>
        <Link href="/quizzes" className="mt-6 inline-block font-semibold text-brand-700">
          Back to Quizzes
        </Link>
      </Notice>
    );
  }
  const quiz = await loadQuiz(quizId, { id: user.id, role: "student" });
  if (quiz === "missing") return <QuizNotFound />;
  // A locked quiz is not started: the start would be refused, and it would use nothing up.
  if (quiz !== "failed" && quiz.locked) {
    return (
      <Notice title={quiz.title} testId="quiz-locked">
        <p className="mt-4 flex items-center justify-center gap-2 text-slate-700 dark:text-slate-300">
          <LockIcon className="h-5 w-5" />
          <span>
            This quiz is part of {quiz.course_title ?? "a paid course"}
            {quiz.course_price ? ` (${formatNaira(quiz.course_price)})` : ""}. Enroll in the course to take it.
          </span>
        </p>
        {quiz.course_id && (
          <Link
            href={`/courses/${quiz.course_id}`}
            className="mt-6 inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            View course and enroll
          </Link>
        )}
      </Notice>
    );
  }
  return (
    <QueryProvider>
      <QuizTaker quizId={quizId} questionCount={quiz === "failed" ? null : quiz.question_count} />
    </QueryProvider>
  );
}
