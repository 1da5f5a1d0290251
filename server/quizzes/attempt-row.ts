import { optionIndex } from "@/lib/quizzes/quiz-rules";
import type { QuestionRow } from "./quiz-cache";

// A quiz attempt is a sitting of the quiz (docs/exam-engine.md, "Course quizzes"): its saved
// answers are option letters by question, as every sitting's, and a quiz shows its options in
// their own order, so the letter is the option's index.

/** { "<question id>": "<letter>" } as saved. */
export type { SavedAnswers } from "../exam/merge-answers";
import type { SavedAnswers } from "../exam/merge-answers";

/** A quiz's sitting as the quiz API speaks of it; `expiresAt` includes the 60 s grace. */
export type AttemptRow = {
  id: string;
  studentId: string;
  quizId: string;
  attemptNumber: number;
  startedAt: Date;
  expiresAt: Date | null;
  submittedAt: Date | null;
  answers: SavedAnswers;
  score: number | null;
  correctAnswers: number | null;
  totalQuestions: number;
  timeTaken: number | null;
  passed: boolean | null;
  autoSubmitted: boolean;
};

export const savedAnswers = (value: unknown): SavedAnswers =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as SavedAnswers) : {};

/** The option index picked for each question answered (the engine marks and scores them). */
export function pickedOptions(questions: QuestionRow[], answers: SavedAnswers): Map<string, number> {
  const picked = new Map<string, number>();
  for (const q of questions) {
    const letter = answers[q.id];
    if (letter !== undefined) picked.set(q.id, optionIndex(letter));
  }
  return picked;
}
