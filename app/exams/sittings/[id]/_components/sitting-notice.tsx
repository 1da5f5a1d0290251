"use client";

import { useRouter } from "next/navigation";
import { ExamFrame } from "./exam-frame";
import { EXAM_BAR_CLASS, ExitButton } from "./sitting-top-bar";

/**
 * A message in the exam frame, under a bar and a tab row of the paper's own heights: the paper
 * takes their places without moving anything. Nothing is open yet, so the way out asks nothing.
 */
export function SittingNotice({
  title,
  children,
  testId,
  leaveTo = "/exams",
  exitLabel,
  role,
}: {
  title: string;
  children?: React.ReactNode;
  testId?: string;
  /** Where the bar's way out goes. */
  leaveTo?: string;
  exitLabel?: string;
  role?: "alert";
}) {
  const router = useRouter();
  return (
    <ExamFrame>
      <div className={EXAM_BAR_CLASS}>
        <ExitButton onExit={() => router.push(leaveTo)} label={exitLabel} />
        <p className="min-w-0 flex-1 truncate text-sm font-semibold">ExamPrep CBT</p>
      </div>
      <div className="h-[45px] shrink-0 border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900" />
      <section
        className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center px-4 py-16 text-center"
        data-testid={testId}
        role={role}
      >
        <h1 className="text-xl font-bold">{title}</h1>
        {children}
      </section>
    </ExamFrame>
  );
}
