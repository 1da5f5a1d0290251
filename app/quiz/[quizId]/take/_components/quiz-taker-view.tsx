import { QuestionGrid } from "@/components/cbt/question-grid";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { formatTimeLimit, timerColour } from "@/lib/quizzes/quiz-rules";
import type { Question, StartAnswer } from "./attempt-storage";
import { QuestionCard } from "./question-card";
import { QuestionPager } from "./question-pager";
import { quizMessages } from "./quiz-messages";
import { QuizTimerBar } from "./quiz-timer-bar";
import type { SaveState } from "./use-autosave";

export type QuizDialog = "submit" | "exit" | null;

const saveStateText: Record<SaveState, string> = {
  saved: "All answers saved",
  saving: "Saving…",
  offline: "Offline: answers kept on this phone",
};

/** The quiz being taken, drawn from what the hooks hold; every change goes back through a callback. */
export function QuizTakerView({
  quiz,
  questions,
  current,
  answers,
  flags,
  remaining,
  saveState,
  submitError,
  submitting,
  dialog,
  navigatorOpen,
  onChoose,
  onToggleFlag,
  onStep,
  onPick,
  onDialog,
  onNavigatorOpen,
  onNavigatorClose,
  onSubmit,
  onExit,
}: {
  quiz: StartAnswer["quiz"];
  questions: Question[];
  current: number;
  answers: Record<string, number>;
  flags: ReadonlySet<string>;
  remaining: number | null;
  saveState: SaveState;
  submitError: string | null;
  /** Submitting now, or waiting offline to submit. */
  submitting: "no" | "sending" | "waiting";
  dialog: QuizDialog;
  navigatorOpen: boolean;
  onChoose: (questionId: string, index: number) => void;
  onToggleFlag: (questionId: string) => void;
  onStep: (by: number) => void;
  onPick: (index: number) => void;
  onDialog: (dialog: QuizDialog) => void;
  onNavigatorOpen: () => void;
  /** Stable across renders: the navigator moves focus when it changes. */
  onNavigatorClose: () => void;
  onSubmit: () => void;
  onExit: () => void;
}) {
  const question = questions[current]!;
  const answeredCount = questions.filter((q) => answers[q.id] !== undefined).length;
  const unanswered = questions.length - answeredCount;
  const total = quiz.time_limit ? quiz.time_limit * 60 : 0;
  const colour = remaining !== null ? timerColour(remaining, total) : "green";

  return (
    <div className="mx-auto max-w-6xl px-3 pb-20 sm:px-6 lg:pb-6" data-testid="quiz-taker">
      <QuizTimerBar
        total={questions.length}
        answered={answeredCount}
        remaining={remaining}
        colour={colour}
        navigatorOpen={navigatorOpen}
        onOpenNavigator={onNavigatorOpen}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-lg font-bold sm:text-xl">{quiz.title}</h1>
          <p className="text-xs text-slate-500">
            Pass mark {quiz.passing_score}% · {formatTimeLimit(quiz.time_limit)} ·{" "}
            <span data-testid="save-state">{saveStateText[saveState]}</span>
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => onDialog("exit")}>
            Exit Quiz
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => onDialog("submit")}>
            Submit Quiz
          </button>
        </div>
      </div>

      {submitError && (
        <p
          className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-100"
          role="alert"
          data-testid="submit-error"
        >
          {submitError}
        </p>
      )}

      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
        <div>
          <QuestionCard
            question={question}
            position={current + 1}
            total={questions.length}
            chosen={answers[question.id]}
            flagged={flags.has(question.id)}
            onChoose={(index) => onChoose(question.id, index)}
            onToggleFlag={() => onToggleFlag(question.id)}
          />
          <QuestionPager atFirst={current === 0} atLast={current === questions.length - 1} onStep={onStep} />
        </div>
        <QuestionGrid
          id="question-navigator"
          label="Questions"
          heading="Questions"
          questionIds={questions.map((q) => q.id)}
          current={current}
          isAnswered={(id) => answers[id] !== undefined}
          flags={flags}
          open={navigatorOpen}
          onPick={onPick}
          onClose={onNavigatorClose}
        />
      </div>

      <ConfirmDialog
        open={dialog === "submit"}
        title="Submit quiz?"
        message={
          <>
            {unanswered > 0 ? (
              <span data-testid="unanswered-warning">
                You have {unanswered} unanswered question{unanswered === 1 ? "" : "s"}.{" "}
              </span>
            ) : (
              "You have answered every question. "
            )}
            Answers cannot change after you submit.
          </>
        }
        confirmLabel="Submit Quiz"
        // S then Enter must not submit: the dialog starts on the way back.
        initialFocus="cancel"
        onConfirm={onSubmit}
        onCancel={() => onDialog(null)}
      />
      <ConfirmDialog
        open={dialog === "exit"}
        title="Exit quiz?"
        message="Your answers are saved, but the timer keeps running. You can come back to finish before it ends."
        confirmLabel="Exit Quiz"
        confirmClassName={dangerButtonClass}
        onConfirm={onExit}
        onCancel={() => onDialog(null)}
      />
      {submitting !== "no" && (
        <div
          className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60"
          role="status"
          data-testid="quiz-submitting"
        >
          <p className="rounded-xl bg-white px-6 py-4 font-semibold dark:bg-slate-900">
            {submitting === "waiting" ? quizMessages.submitWaiting : "Submitting your answers…"}
          </p>
        </div>
      )}
    </div>
  );
}
