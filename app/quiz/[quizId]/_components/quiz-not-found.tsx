import Link from "next/link";
import { PageStatus } from "@/components/layout/page-status";

/**
 * The quiz pages' 404: no quiz has this id, or this student may not see it (a draft). Drawn by
 * the server with its status (components/layout/page-status.tsx), not through `notFound()`, whose
 * 404 has an empty body until the scripts run.
 */
export function QuizNotFound() {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" data-testid="quiz-not-found">
      <PageStatus code={404} />
      <h1 className="text-2xl font-bold">Quiz not found</h1>
      <Link href="/quizzes" className="mt-6 inline-block font-semibold text-brand-700 dark:text-brand-400">
        Back to Quizzes
      </Link>
    </section>
  );
}
