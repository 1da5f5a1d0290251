"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { isNetworkFailure } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { retryTransient } from "@/lib/client/query-client";
import { minutesRoundedUp } from "@/lib/quizzes/quiz-rules";
import { forgetAttempt, keepStart, keptStart, type Question, type StartAnswer } from "./attempt-storage";

/** Starts the attempt on the server, or resumes the open one; kept on the phone for a reload offline. */
async function startOrResume(quizId: string): Promise<StartAnswer> {
  try {
    const started = await api("POST /api/quizzes/{id}/start", { params: { id: quizId } });
    keepStart(quizId, started);
    return started;
  } catch (error) {
    // The request never reached the server: reopen the attempt this phone kept, if any.
    const kept = isNetworkFailure(error) ? keptStart(quizId) : null;
    if (kept) return kept;
    throw error;
  }
}

/**
 * The attempt being taken. Fetched once per visit (a fresh start or resume each time the
 * screen opens, never refetched under the student's hands). networkMode "always": offline
 * the request is still tried, so the copy kept on the phone can answer.
 */
export function useStartAttempt(quizId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["quiz-attempt", quizId],
    queryFn: () => startOrResume(quizId),
    enabled,
    networkMode: "always",
    retry: retryTransient,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}

export type SubmitRequest = { auto: boolean; answers: Record<string, number> };

/** The answers as the submit endpoint takes them: option text, unanswered questions left out. */
export function submitBody(
  started: StartAnswer,
  questions: Question[],
  { auto, answers }: SubmitRequest,
  now = Date.now(),
) {
  const elapsedSeconds = (now - new Date(started.attempt.started_at).getTime()) / 1000;
  return {
    attempt_id: started.attempt.id,
    auto_submit: auto,
    time_taken: minutesRoundedUp(elapsedSeconds),
    answers: questions
      .filter((q) => answers[q.id] !== undefined)
      .map((q) => ({ question_id: q.id, selected_answer: q.options[answers[q.id]!]! })),
  };
}

/**
 * Submits the attempt. Not retried (a second submit of the same attempt is refused); offline it
 * waits, paused, and goes as soon as the phone is back online.
 */
export function useSubmitAttempt(
  quizId: string,
  started: StartAnswer,
  onSubmitted: (attemptId: string, auto: boolean) => void,
) {
  return useMutation({
    mutationFn: (request: SubmitRequest) =>
      api("POST /api/quizzes/{id}/submit", {
        params: { id: quizId },
        body: submitBody(started, started.questions, request),
      }),
    onSuccess: (result, { auto }) => {
      forgetAttempt(quizId, started.attempt.id);
      onSubmitted(result.attempt.id, auto);
    },
  });
}
