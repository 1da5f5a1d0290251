import Link from "next/link";
import { SittingNotice } from "@/app/exams/sittings/[id]/_components/sitting-notice";
import { primaryButtonClass } from "@/components/ui/styles";
import { quizMessages } from "./quiz-messages";

// What the quiz screen shows before the attempt is open: loading, a start that failed, a quiz
// without questions. In the exam frame the quiz is sat in, so nothing moves when it opens.

const noticeProps = { leaveTo: "/quizzes", exitLabel: "Back to Quizzes" } as const;

function BackToQuizzes() {
  return (
    <Link href="/quizzes" className={`${primaryButtonClass} mt-6`}>
      Back to Quizzes
    </Link>
  );
}

export function QuizLoading() {
  return (
    <SittingNotice title="Loading quiz…" testId="quiz-loading" {...noticeProps}>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" role="status">
        Opening your attempt. Once it is on your phone the quiz works offline.
      </p>
    </SittingNotice>
  );
}

export function QuizStartFailed({ reason }: { reason: string }) {
  return (
    <SittingNotice title={quizMessages.startFailed(reason)} testId="quiz-start-failed" role="alert" {...noticeProps}>
      <BackToQuizzes />
    </SittingNotice>
  );
}

export function QuizEmpty() {
  return (
    <SittingNotice title={quizMessages.noQuestions} testId="quiz-empty" {...noticeProps}>
      <BackToQuizzes />
    </SittingNotice>
  );
}
