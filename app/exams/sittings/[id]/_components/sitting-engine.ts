import { api } from "@/app/api/client";
import type { SaveBody } from "./offline-queue";
import { paperWords, resultPath, type SittingWords } from "./sitting-messages";
import type { CheckResult, OptionKey } from "./sitting-types";

/** The final answers as the candidate sees them, and whether the clock or the server ended it. */
export type FinalAnswers = { answers: Readonly<Record<string, OptionKey>>; auto: boolean };

/**
 * Where the sitting screen (sitting-session.tsx) sends what the candidate does: the one screen
 * sits a paper on the sittings API (`paperEngine`), a paper from a pack kept on the phone
 * (app/exams/[paperId]/_components/offline-paper.tsx) and a course quiz on its adapters on the
 * quizzes API (app/quiz/[quizId]/take/_components/quiz-engine.ts) (docs/exam-engine.md).
 */
export type SittingEngine = {
  /**
   * Saves what waits (on the offline kit's queue, use-answer-sync.ts); the server's clock when it
   * says (ms). Absent for a paper sat from a pack: nothing is saved as it goes, the whole sitting
   * goes back at the end.
   */
  save?: (body: SaveBody) => Promise<{ saved_at?: number }>;
  /** Marks the sitting once everything waiting is saved; resolves with the page of its result. */
  submit: (final: FinalAnswers) => Promise<string>;
  /** Practice mode: whether an answer is right, and why (absent where nothing is checked before the submit). */
  check?: (questionId: string, key: OptionKey) => Promise<CheckResult> | CheckResult;
  /** The check needs no connection (a pack carries its keys). */
  checksOffline?: boolean;
  /** An answer was given now (a pack keeps its time, to send back with the paper). */
  answered?: (questionId: string) => void;
  /** The candidate submitted, or the clock ran out: the paper ends now. */
  finished?: () => void;
  /** Where leaving goes. */
  leaveTo: string;
  /** Leaving asks first while timed ("timed"), or always ("always": the quiz's Exit Quiz dialog). */
  askBeforeLeaving: "timed" | "always";
  /** F flags in exam mode too (a paper's exam mode flags by tap only, as JAMB's CBT does). */
  flagKey: boolean;
  /** The clock pulses once it is red (a course quiz's timer, docs/product-spec.md part 6). */
  pulseWhenLow: boolean;
  words: SittingWords;
  /** After a submit, what the phone keeps of it besides the sitting goes too. */
  forget?: () => void;
};

/** A paper's sitting, on the sittings API (docs/contract.md, "Exam engine"). */
export function paperEngine(sittingId: string): SittingEngine {
  const params = { id: sittingId };
  return {
    // Sent `keepalive`, so a save under way survives the page being closed.
    save: (body) => api("PUT /api/sittings/{id}/answers", { params, body, keepalive: true }),
    submit: async () => {
      await api("POST /api/sittings/{id}/submit", { params });
      return resultPath(sittingId);
    },
    // The server saves the answer as well. While an exam is open it checks nothing (exam_in_progress).
    check: (questionId, key) =>
      api("POST /api/sittings/{id}/check", { params, body: { question_id: questionId, answer: key } }),
    leaveTo: "/exams",
    askBeforeLeaving: "timed",
    flagKey: false,
    pulseWhenLow: false,
    words: paperWords,
  };
}
