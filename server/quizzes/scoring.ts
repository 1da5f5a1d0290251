import type { Prisma } from "../generated/prisma/client";
import type { QuestionRow } from "./quiz-cache";

// How saved answers are read and scored. A saved answer is the option's index and when it
// was saved, so answers saved after the deadline can be left out.

export type SavedAnswers = Record<string, { index: number; saved_at: string }>;
export type AttemptRow = Prisma.QuizAttemptGetPayload<object>;

export const savedAnswers = (a: { answers: Prisma.JsonValue }): SavedAnswers =>
  a.answers && typeof a.answers === "object" && !Array.isArray(a.answers) ? (a.answers as unknown as SavedAnswers) : {};

/** Scores from saved answers, counting only those saved by the deadline. */
export function score(questions: QuestionRow[], answers: SavedAnswers, deadline: Date | null) {
  let correct = 0;
  const picked = new Map<string, number>();
  for (const q of questions) {
    const a = answers[q.id];
    if (!a || (deadline && new Date(a.saved_at) > deadline)) continue;
    picked.set(q.id, a.index);
    if (a.index === q.correctIndex) correct++;
  }
  return { correct, picked };
}
