"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/app/api/client";
import { SittingSession } from "@/app/exams/sittings/[id]/_components/sitting-session";
import { OPENED_ONCE, type LoadedSitting } from "@/app/exams/sittings/[id]/_components/use-sitting";
import { isNetworkFailure } from "@/lib/client/api-error";
import { quizEngine } from "./quiz-engine";
import { failureReason } from "./quiz-messages";
import { keepStarted, keptAttempt } from "./quiz-sitting";
import { QuizEmpty, QuizLoading, QuizStartFailed } from "./quiz-start-screens";

/** Starts the attempt on the server, or resumes the open one; offline, the one this phone kept. */
async function startOrResume(quizId: string): Promise<LoadedSitting | "empty"> {
  try {
    const started = await api("POST /api/quizzes/{id}/start", { params: { id: quizId } });
    if (started.questions.length === 0) return "empty";
    return keepStarted(quizId, started);
  } catch (error) {
    // The request never reached the server: reopen the attempt this phone kept, if any.
    const kept = isNetworkFailure(error) ? keptAttempt(quizId) : null;
    if (kept) return kept;
    throw error;
  }
}

/** The attempt being taken: opened once per visit, as a paper's sitting is (OPENED_ONCE). */
function useStartAttempt(quizId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["quiz-attempt", quizId],
    queryFn: () => startOrResume(quizId),
    enabled,
    ...OPENED_ONCE,
  });
}

/**
 * The quiz screen: opens the attempt, then sits it on the sitting screen with the quiz's engine
 * (quiz-engine.ts). `questionCount` is what the page read on the server (null when it could not):
 * a quiz without questions is not started at all.
 */
export function QuizTaker({ quizId, questionCount }: { quizId: string; questionCount: number | null }) {
  const hasQuestions = questionCount !== 0;
  const attempt = useStartAttempt(quizId, hasQuestions);
  if (!hasQuestions || attempt.data === "empty") return <QuizEmpty />;
  if (attempt.isError) return <QuizStartFailed reason={failureReason(attempt.error)} />;
  if (!attempt.data) return <QuizLoading />;
  return <QuizSitting quizId={quizId} loaded={attempt.data} />;
}

function QuizSitting({ quizId, loaded }: { quizId: string; loaded: LoadedSitting }) {
  const [engine] = useState(() => quizEngine(quizId, loaded.sitting));
  return <SittingSession loaded={loaded} engine={engine} />;
}
