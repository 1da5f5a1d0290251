"use client";

import { onlineManager, useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/fetcher";
import { retryTransient } from "@/lib/client/query-client";
import { readPendingAnswers, rememberAnswer, writePendingAnswers, type StartAnswer } from "./attempt-storage";

export type SaveState = "saved" | "saving" | "offline";
type Answers = Record<string, number>;

/** Answers are sent this long after the last tap, so a student changing their mind sends one request. */
export const SAVE_DELAY_MS = 700;

/**
 * The student's answers, saved as they go. Every answer is first kept on the phone (the
 * pending list of attempt-storage), then sent; it leaves the pending list only once the
 * server has it. Offline the save waits, paused, and resumes when the connection returns;
 * answers kept from an earlier visit go with the next save.
 */
export function useAutosave(quizId: string, started: StartAnswer) {
  const attemptId = started.attempt.id;
  const [unsavedAtStart] = useState(() => readPendingAnswers(attemptId));
  const [answers, setAnswers] = useState<Answers>(() => ({ ...started.attempt.answers, ...unsavedAtStart }));
  const [saveState, setSaveState] = useState<SaveState>("saved");
  const unsaved = useRef<Answers>(unsavedAtStart);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSaveFailed = useRef(false);
  const stopped = useRef(false);

  const save = useMutation({
    mutationFn: (batch: Answers) =>
      apiFetch(`/api/quizzes/${encodeURIComponent(quizId)}/attempts/${encodeURIComponent(attemptId)}/answers`, {
        method: "PUT",
        json: {
          answers: Object.entries(batch).map(([question_id, index]) => ({ question_id, selected_answer: index })),
        },
      }),
    // Saving the same answers twice is harmless, so a weak connection gets more tries; one at a time, in order.
    retry: retryTransient,
    scope: { id: `quiz-answers:${attemptId}` },
    onSuccess: (_, batch) => {
      lastSaveFailed.current = false;
      for (const [questionId, index] of Object.entries(batch))
        if (unsaved.current[questionId] === index) delete unsaved.current[questionId];
      writePendingAnswers(attemptId, unsaved.current);
      setSaveState(Object.keys(unsaved.current).length ? "saving" : "saved");
    },
    onError: () => {
      lastSaveFailed.current = true;
      setSaveState("offline");
    },
  });
  const { mutate } = save;

  const flush = useCallback(() => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    if (stopped.current) return;
    const batch = { ...unsaved.current };
    if (Object.keys(batch).length === 0) return;
    mutate(batch);
  }, [mutate]);

  const choose = useCallback(
    (questionId: string, index: number) => {
      if (stopped.current) return;
      setAnswers((a) => ({ ...a, [questionId]: index }));
      unsaved.current[questionId] = index;
      rememberAnswer(quizId, questionId, index);
      writePendingAnswers(attemptId, unsaved.current);
      // Never claim an answer is saved before the server has it.
      setSaveState(onlineManager.isOnline() ? "saving" : "offline");
      if (saveTimer.current) clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [attemptId, flush, quizId],
  );

  // A save that gave up (the connection dropped before the phone noticed) is tried again when it returns.
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online && lastSaveFailed.current) flush();
      }),
    [flush],
  );

  useEffect(
    () => () => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
    },
    [],
  );

  /** No more saves: the attempt is being submitted with everything it holds. */
  const stop = useCallback(() => {
    stopped.current = true;
    if (saveTimer.current) clearTimeout(saveTimer.current);
  }, []);
  /** Saves allowed again (a submit that failed). */
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { answers, choose, flush, stop, resume, saveState: save.isPaused ? "offline" : saveState } as const;
}
