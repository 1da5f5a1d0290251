import type { Endpoints } from "@/app/api/endpoints";
import { deadlineFrom } from "@/app/exams/sittings/[id]/_components/sitting-clock";
import { keepSitting, keptProgress, keptSitting } from "@/app/exams/sittings/[id]/_components/sitting-storage";
import type { Sitting } from "@/app/exams/sittings/[id]/_components/sitting-types";
import type { LoadedSitting } from "@/app/exams/sittings/[id]/_components/use-sitting";
import type { ResponseOf } from "@/lib/api/endpoint";
import { readStored, removeStored, writeStored } from "@/lib/client/offline/storage";
import { storedKey } from "@/lib/client/offline/stored-keys";
import { optionLetter } from "@/lib/quizzes/quiz-rules";

// A course quiz's attempt is a sitting (docs/exam-engine.md, "Course quizzes"), and the quiz is
// sat on the sitting screen: its start answer, in the quiz API's words (option texts, answers as
// indexes), becomes the sitting the screen sits (one subject, the quiz's questions in their
// order, lettered options). The phone keeps it as it keeps a paper's (sitting-storage.ts), with
// the quiz's one entry of its own: which sitting is the quiz's open attempt, so a reload offline
// reopens it.

export type StartAnswer = ResponseOf<Endpoints["POST /api/quizzes/{id}/start"]>;

/** The start answer as the sitting screen's sitting. */
export function quizSitting({ quiz, questions, attempt }: StartAnswer): Sitting {
  const timeLimitMs = quiz.time_limit ? quiz.time_limit * 60_000 : null;
  return {
    id: attempt.id,
    paper_id: quiz.id,
    exam: "Quiz",
    title: quiz.title,
    // No answer is checked before the submit: the quiz's review comes with its result.
    mode: "exam",
    options: Math.max(...questions.map((q) => q.options.length)),
    started_at: attempt.started_at,
    expires_at: timeLimitMs === null ? null : new Date(Date.parse(attempt.started_at) + timeLimitMs).toISOString(),
    remaining_seconds: attempt.remaining_seconds,
    grace_seconds:
      timeLimitMs === null || !attempt.expires_at
        ? 0
        : Math.round((Date.parse(attempt.expires_at) - Date.parse(attempt.started_at) - timeLimitMs) / 1000),
    max_score: 100,
    sections: [
      {
        subject: quiz.category,
        questions: questions.map((q, index) => ({
          id: q.id,
          number: index + 1,
          text: q.question,
          ...(q.html?.question ? { html: q.html.question } : {}),
          options: q.options.map((text, i) => ({
            key: optionLetter(i),
            text,
            ...(q.html?.options[i] ? { html: q.html.options[i] } : {}),
          })),
          stimulus_id: null,
          image_url: null,
        })),
      },
    ],
    stimuli: [],
    answers: Object.fromEntries(Object.entries(attempt.answers).map(([id, index]) => [id, optionLetter(index)])),
    flags: [],
    submitted_at: null,
    result: null,
  };
}

const openAttemptKey = (quizId: string) => storedKey("quizStart", quizId);

/** The quiz's attempt as the server just started or resumed it, kept on the phone. */
export function keepStarted(quizId: string, started: StartAnswer): LoadedSitting {
  // The quiz API keeps no flags: this phone's are the attempt's.
  const sitting = { ...quizSitting(started), flags: keptProgress(started.attempt.id)?.flags ?? [] };
  const deadline = deadlineFrom(sitting.remaining_seconds);
  keepSitting(sitting, deadline);
  writeStored(openAttemptKey(quizId), sitting.id);
  return { sitting, deadline, source: "server" };
}

/** The quiz's open attempt as this phone kept it; null when there is none, or its time is up. */
export function keptAttempt(quizId: string, now = Date.now()): LoadedSitting | null {
  const id = readStored<string | null>(openAttemptKey(quizId), null);
  const kept = id ? keptSitting(id) : null;
  if (!kept || (kept.deadline !== null && kept.deadline <= now)) return null;
  return { sitting: kept.sitting, deadline: kept.deadline, source: "phone" };
}

/** After the submit (the sitting's own copy goes with the screen's). */
export const forgetOpenAttempt = (quizId: string) => removeStored(openAttemptKey(quizId));
