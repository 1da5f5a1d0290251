import type { Endpoints } from "@/app/api/endpoints";
import type { ResponseOf } from "@/lib/api/endpoint";
import { readStored, removeStored, writeStored } from "@/lib/client/offline/storage";
import { storedKey } from "@/lib/client/offline/stored-keys";

// The phone's copy of a quiz attempt, in the offline kit's storage (forgotten on sign-out): the
// start answer (so a started quiz reopens offline until it expires), the answers not yet saved on
// the server, and where the student was (question and flags), which the server does not keep at all.

type Started = ResponseOf<Endpoints["POST /api/quizzes/{id}/start"]>;
export type Question = Started["questions"][number];
/** What the taker uses of the start answer (and keeps on the phone). */
export type StartAnswer = {
  quiz: Pick<Started["quiz"], "id" | "title" | "time_limit" | "passing_score" | "question_count">;
  questions: Question[];
  attempt: Omit<Started["attempt"], "attempt_number">;
};
export type AttemptPosition = { current: number; flags: string[] };

const startKey = (quizId: string) => storedKey("quizStart", quizId);
const pendingKey = (attemptId: string) => storedKey("quizAnswers", attemptId);
const positionKey = (attemptId: string) => storedKey("quizPosition", attemptId);

type KeptStart = StartAnswer & { cached_at: number };

export function keepStart(quizId: string, started: StartAnswer) {
  writeStored(startKey(quizId), { ...started, cached_at: Date.now() });
}

/** The last start answer kept on this phone, with its timer run down by the time since; null once it has expired. */
export function keptStart(quizId: string): StartAnswer | null {
  const cached = readStored<KeptStart | null>(startKey(quizId), null);
  if (!cached) return null;
  if (cached.attempt.remaining_seconds === null) return cached;
  const remaining = cached.attempt.remaining_seconds - Math.floor((Date.now() - cached.cached_at) / 1000);
  return remaining > 0 ? { ...cached, attempt: { ...cached.attempt, remaining_seconds: remaining } } : null;
}

/** Keeps the kept start answer in step with every answer, saved or not. */
export function rememberAnswer(quizId: string, questionId: string, index: number) {
  const cached = readStored<KeptStart | null>(startKey(quizId), null);
  if (!cached) return;
  cached.attempt.answers = { ...cached.attempt.answers, [questionId]: index };
  writeStored(startKey(quizId), cached);
}

export const readPendingAnswers = (attemptId: string) => readStored<Record<string, number>>(pendingKey(attemptId), {});
export const writePendingAnswers = (attemptId: string, answers: Record<string, number>) =>
  writeStored(pendingKey(attemptId), answers);

export const readPosition = (attemptId: string) =>
  readStored<AttemptPosition>(positionKey(attemptId), { current: 0, flags: [] });
export const writePosition = (attemptId: string, position: AttemptPosition) =>
  writeStored(positionKey(attemptId), position);

/** After a submit, nothing of the attempt is left on the phone. */
export function forgetAttempt(quizId: string, attemptId: string) {
  removeStored(startKey(quizId), pendingKey(attemptId), positionKey(attemptId));
}
