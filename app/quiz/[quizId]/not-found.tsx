import Link from "next/link";

/** The quiz pages' 404: no quiz has this id, or this student may not see it (a draft). */
export default function QuizNotFound() {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" data-testid="quiz-not-found">
      <h1 className="text-2xl font-bold">Quiz not found</h1>
      <Link href="/quizzes" className="mt-6 inline-block font-semibold text-brand-700 dark:text-brand-400">
        Back to Quizzes
      </Link>
    </section>
  );
}
