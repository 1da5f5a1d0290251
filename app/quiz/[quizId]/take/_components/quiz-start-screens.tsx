import Link from "next/link";
import { primaryButtonClass } from "@/components/ui/styles";
import { quizMessages } from "./quiz-messages";

/** What the quiz screen shows before the attempt is open: loading, a start that failed, a quiz without questions. */
export function QuizLoading() {
  return (
    <p className="py-20 text-center text-slate-600 dark:text-slate-400" data-testid="quiz-loading">
      Loading quiz…
    </p>
  );
}

export function QuizStartFailed({ reason }: { reason: string }) {
  return (
    <div className="mx-auto max-w-lg py-20 text-center" role="alert" data-testid="quiz-start-failed">
      <p className="text-lg font-semibold">{quizMessages.startFailed(reason)}</p>
      <Link href="/quizzes" className={`${primaryButtonClass} mt-6`}>
        Back to Quizzes
      </Link>
    </div>
  );
}

export function QuizEmpty() {
  return (
    <div className="mx-auto max-w-lg py-20 text-center" data-testid="quiz-empty">
      <p className="text-lg font-semibold">{quizMessages.noQuestions}</p>
      <Link href="/quizzes" className={`${primaryButtonClass} mt-6`}>
        Back to Quizzes
      </Link>
    </div>
  );
}
