// The phone's copy of a quiz attempt, in localStorage: the start answer (so a started quiz
// reopens offline until it expires), the answers not yet saved on the server, and where the
// student was (question and flags), which the server does not keep at all.

export type Question = { id: string; question: string; options: string[] };
export type StartAnswer = {
  quiz: { id: string; title: string; time_limit: number | null; passing_score: number; question_count: number };
  questions: Question[];
  attempt: {
    id: string;
    started_at: string;
    expires_at: string | null;
    remaining_seconds: number | null;
    answers: Record<string, number>;
  };
};
export type AttemptPosition = { current: number; flags: string[] };

const startKey = (quizId: string) => `quiz-start:${quizId}`;
const pendingKey = (attemptId: string) => `quiz-answers:${attemptId}`;
const positionKey = (attemptId: string) => `quiz-position:${attemptId}`;

type KeptStart = StartAnswer & { cached_at: number };
const readJson = <T>(key: string, fallback: T): T => {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? "null") as T | null) ?? fallback;
  } catch {
    return fallback;
  }
};
const writeJson = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the server copy still counts
  }
};

export function keepStart(quizId: string, started: StartAnswer) {
  writeJson(startKey(quizId), { ...started, cached_at: Date.now() });
}

/** The last start answer kept on this phone, with its timer run down by the time since; null once it has expired. */
export function keptStart(quizId: string): StartAnswer | null {
  const cached = readJson<KeptStart | null>(startKey(quizId), null);
  if (!cached) return null;
  if (cached.attempt.remaining_seconds === null) return cached;
  const remaining = cached.attempt.remaining_seconds - Math.floor((Date.now() - cached.cached_at) / 1000);
  return remaining > 0 ? { ...cached, attempt: { ...cached.attempt, remaining_seconds: remaining } } : null;
}

/** Keeps the kept start answer in step with every answer, saved or not. */
export function rememberAnswer(quizId: string, questionId: string, index: number) {
  const cached = readJson<KeptStart | null>(startKey(quizId), null);
  if (!cached) return;
  cached.attempt.answers = { ...cached.attempt.answers, [questionId]: index };
  writeJson(startKey(quizId), cached);
}

export const readPendingAnswers = (attemptId: string) => readJson<Record<string, number>>(pendingKey(attemptId), {});
export const writePendingAnswers = (attemptId: string, answers: Record<string, number>) =>
  writeJson(pendingKey(attemptId), answers);

export const readPosition = (attemptId: string) =>
  readJson<AttemptPosition>(positionKey(attemptId), { current: 0, flags: [] });
export const writePosition = (attemptId: string, position: AttemptPosition) =>
  writeJson(positionKey(attemptId), position);

/** After a submit, nothing of the attempt is left on the phone. */
export function forgetAttempt(quizId: string, attemptId: string) {
  for (const key of [startKey(quizId), pendingKey(attemptId), positionKey(attemptId)]) localStorage.removeItem(key);
}
