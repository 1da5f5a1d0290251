"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { isTransient } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { isOnline } from "@/lib/client/offline/online";
import { queueRunner } from "@/lib/client/offline/queue-runner";
import { serialQueue } from "@/lib/client/offline/serial-flush";
import { readPendingAnswers, rememberAnswer, writePendingAnswers, type StartAnswer } from "./attempt-storage";

export type SaveState = "saved" | "saving" | "offline";
type Answers = Record<string, number>;

/** Answers are sent this long after the last tap, so a student changing their mind sends one request. */
export const SAVE_DELAY_MS = 700;

/**
 * The attempt's queue on the offline kit (lib/client/offline/): the answers not yet saved (the
 * pending list of attempt-storage), sent all at once to PUT …/attempts/{id}/answers, one save at a
 * time. An answer leaves the list only once the server has it (or refused it for good: the submit
 * still carries every answer). `onState` hears what the indicator should say.
 */
function attemptSync(quizId: string, attemptId: string, onState: (state: SaveState) => void) {
  const unsaved: Answers = readPendingAnswers(attemptId);
  // While a submit is under way (it carries every answer) no save goes.
  let submitting = false;
  const unsavedAtStart = { ...unsaved };
  const forget = (batch: Answers) => {
    for (const [questionId, index] of Object.entries(batch))
      if (unsaved[questionId] === index) delete unsaved[questionId];
    writePendingAnswers(attemptId, unsaved);
  };
  const queue = serialQueue<Answers, unknown>({
    next: () => (!submitting && Object.keys(unsaved).length ? { ...unsaved } : null),
    send: (batch) =>
      api("PUT /api/quizzes/{id}/attempts/{attemptId}/answers", {
        params: { id: quizId, attemptId },
        body: {
          answers: Object.entries(batch).map(([question_id, index]) => ({ question_id, selected_answer: index })),
        },
      }),
    settle: (batch) => {
      forget(batch);
      onState(Object.keys(unsaved).length ? "saving" : "saved");
    },
    refusal: (error) => (isTransient(error) ? "retry" : "drop"),
    drop: (batch) => {
      forget(batch);
      onState("offline");
    },
  });
  return {
    unsavedAtStart,
    runner: queueRunner(queue),
    submitting(now: boolean) {
      submitting = now;
    },
    /** Keeps the answer on the phone first. */
    keep(questionId: string, index: number) {
      unsaved[questionId] = index;
      rememberAnswer(quizId, questionId, index);
      writePendingAnswers(attemptId, unsaved);
    },
  };
}

/**
 * The student's answers, saved as they go. Every answer is first kept on the phone, then sent
 * shortly after; offline the save waits and goes when the connection returns, and a save that
 * got no answer is tried again after the kit's pause. Answers kept from an earlier visit go at once.
 */
export function useAutosave(quizId: string, started: StartAnswer) {
  const attemptId = started.attempt.id;
  const [saveState, setSaveState] = useState<SaveState>("saved");
  const [sync] = useState(() => attemptSync(quizId, attemptId, setSaveState));
  const [answers, setAnswers] = useState<Answers>(() => ({ ...started.attempt.answers, ...sync.unsavedAtStart }));
  const { runner } = sync;
  const phase = useSyncExternalStore(runner.subscribe, runner.phase, runner.phase);
  const [stopped, setStopped] = useState(false);

  useEffect(() => runner.start(), [runner]);

  const choose = useCallback(
    (questionId: string, index: number) => {
      if (stopped) return;
      setAnswers((a) => ({ ...a, [questionId]: index }));
      sync.keep(questionId, index);
      // Never claim an answer is saved before the server has it.
      setSaveState(isOnline() ? "saving" : "offline");
      runner.schedule(SAVE_DELAY_MS);
    },
    [runner, stopped, sync],
  );

  /** No more saves: the attempt is being submitted with everything it holds. */
  const stop = useCallback(() => {
    setStopped(true);
    sync.submitting(true);
  }, [sync]);
  /** Saves allowed again (a submit that failed). */
  const resume = useCallback(() => {
    setStopped(false);
    sync.submitting(false);
  }, [sync]);

  return {
    answers,
    choose,
    flush: runner.run,
    stop,
    resume,
    saveState: phase === "retrying" ? ("offline" as const) : saveState,
  } as const;
}
