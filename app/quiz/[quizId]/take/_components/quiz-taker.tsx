"use client";

import { useRouter } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import type { StartAnswer } from "./attempt-storage";
import { failureReason, quizMessages } from "./quiz-messages";
import { QuizEmpty, QuizLoading, QuizStartFailed } from "./quiz-start-screens";
import { QuizTakerView, type QuizDialog } from "./quiz-taker-view";
import { useAttemptPosition } from "./use-attempt-position";
import { useStartAttempt, useSubmitAttempt } from "./use-attempt";
import { useAutosave } from "./use-autosave";
import { useCbtKeys, type CbtAction } from "./use-cbt-keys";
import { useCountdown } from "@/components/cbt/use-countdown";

/**
 * The quiz screen: opens the attempt, then hands it to the session below.
 * `questionCount` is what the page read on the server (null when it could not): a quiz
 * without questions is not started at all.
 */
export function QuizTaker({ quizId, questionCount }: { quizId: string; questionCount: number | null }) {
  const hasQuestions = questionCount !== 0;
  const attempt = useStartAttempt(quizId, hasQuestions);
  if (!hasQuestions) return <QuizEmpty />;
  if (attempt.isError) return <QuizStartFailed reason={failureReason(attempt.error)} />;
  if (!attempt.data) return <QuizLoading />;
  if (attempt.data.questions.length === 0) return <QuizEmpty />;
  return <QuizSession quizId={quizId} started={attempt.data} />;
}

function QuizSession({ quizId, started }: { quizId: string; started: StartAnswer }) {
  const router = useRouter();
  const questions = started.questions;
  const [dialog, setDialog] = useState<QuizDialog>(null);
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const openNavigator = useCallback(() => setNavigatorOpen(true), []);
  const closeNavigator = useCallback(() => setNavigatorOpen(false), []);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { current, flags, goTo, step, toggleFlag } = useAttemptPosition(started.attempt.id, questions);
  const { answers, choose, flush, stop, resume, saveState } = useAutosave(quizId, started);

  const submission = useSubmitAttempt(quizId, started, (attemptId, auto) =>
    router.push(`/quiz/${quizId}/result?attempt=${attemptId}${auto ? "&auto=1" : ""}`),
  );
  // Still shown after success, while the result screen loads.
  const submitting = submission.isPaused ? "waiting" : submission.isPending || submission.isSuccess ? "sending" : "no";
  const { mutate: send } = submission;
  // The countdown and a tap can both submit in the same moment: only one goes.
  const submitted = useRef(false);

  const submit = useCallback(
    (auto: boolean) => {
      if (submitted.current) return;
      submitted.current = true;
      stop();
      setDialog(null);
      setSubmitError(null);
      send(
        { auto, answers },
        {
          onError: (error) => {
            submitted.current = false;
            resume();
            setSubmitError(quizMessages.submitFailed(failureReason(error)));
          },
        },
      );
    },
    [answers, resume, send, stop],
  );

  const remaining = useCountdown(started.attempt.remaining_seconds, {
    running: submitting === "no",
    onZero: () => submit(true),
  });

  const question = questions[current]!;
  const onKey = useCallback(
    (action: CbtAction) => {
      if (action.kind === "choose") choose(question.id, action.index);
      else if (action.kind === "step") step(action.by);
      else if (action.kind === "submit") setDialog("submit");
      else toggleFlag(question.id);
    },
    [choose, question.id, step, toggleFlag],
  );
  useCbtKeys(submitting === "no" && !dialog && !navigatorOpen, question.options.length, onKey);

  return (
    <QuizTakerView
      quiz={started.quiz}
      questions={questions}
      current={current}
      answers={answers}
      flags={flags}
      remaining={remaining}
      saveState={saveState}
      submitError={submitError}
      submitting={submitting}
      dialog={dialog}
      navigatorOpen={navigatorOpen}
      onChoose={choose}
      onToggleFlag={toggleFlag}
      onStep={step}
      onPick={(index) => {
        goTo(index);
        setNavigatorOpen(false);
      }}
      onDialog={setDialog}
      onNavigatorOpen={openNavigator}
      onNavigatorClose={closeNavigator}
      onSubmit={() => submit(false)}
      onExit={() => {
        flush();
        router.push("/quizzes");
      }}
    />
  );
}
