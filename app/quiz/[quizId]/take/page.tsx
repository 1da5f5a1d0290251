import type { Metadata } from "next";
import Link from "next/link";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { getCurrentUser } from "@/server/auth/current-user";
import { QuizTaker } from "./_components/quiz-taker";

export const metadata: Metadata = { title: "Take Quiz", robots: { index: false } };

export default async function TakeQuizPage({ params }: { params: Promise<{ quizId: string }> }) {
  const [{ quizId }, user] = await Promise.all([params, getCurrentUser()]);
  if (!user) return <SignInPrompt />;
  if (user.role !== "student") {
    return (
      <section className="mx-auto max-w-lg px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Quizzes are taken by students</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Sign in with a student account to take this quiz.</p>
        <Link href="/quizzes" className="mt-6 inline-block font-semibold text-brand-700">Back to Quizzes</Link>
      </section>
    );
  }
  return <QuizTaker quizId={quizId} />;
}
