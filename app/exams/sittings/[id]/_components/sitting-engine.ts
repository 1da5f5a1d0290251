import { api } from "@/app/api/client";
import type { SaveBody } from "./offline-queue";
import { resultPath, sittingMessages } from "./sitting-messages";
import type { OptionKey } from "./sitting-types";

/** What the screen says of what is being sat, in its own words (a paper's, a course quiz's). */
export type SittingWords = {
  /** The bar's way out, for a screen reader. */
  exit: string;
  submitTitle: string;
  submitConfirm: string;
  /** The submit dialog's last sentence: R goes back. */
  goBack: string;
  leaveTitle: string;
  leaveConfirm: string;
  /** The leave dialog's way back. */
  stay: string;
  /** Why leaving is safe, and what happens meanwhile (`timed`: the clock keeps running). */
  leaveMessage: (timed: boolean) => string;
  submitFailed: (reason: string) => string;
  submitting: string;
  timeUpSubmitting: string;
  submitWaiting: string;
};

/** The final answers as the candidate sees them, and whether the clock or the server ended it. */
export type FinalAnswers = { answers: Readonly<Record<string, OptionKey>>; auto: boolean };

/**
 * Where the sitting screen (sitting-session.tsx) sends what the candidate does: the one screen
 * sits a paper (the sittings API) and a course quiz (its adapter on the quizzes API,
 * app/quiz/[quizId]/take/_components/quiz-engine.ts) on the one engine (docs/exam-engine.md).
 */
export type SittingEngine = {
  /** Saves what waits (on the offline kit's queue, use-answer-sync.ts); the server's clock when it says (ms). */
  save: (body: SaveBody) => Promise<{ saved_at?: number }>;
  /** Marks the sitting once everything waiting is saved; resolves with the page of its result. */
  submit: (final: FinalAnswers) => Promise<string>;
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

export const paperWords: SittingWords = {
  exit: "Leave the paper",
  submitTitle: "Submit your paper?",
  submitConfirm: "Submit paper",
  goBack: "Press R to go back to the paper.",
  leaveTitle: "Leave the paper?",
  leaveConfirm: "Leave",
  stay: "Stay on the paper",
  leaveMessage: () =>
    "The clock keeps running while you are away. Your answers are kept, and you can come back to this paper from Exams until the time is up.",
  submitFailed: (reason) => `Your paper was not submitted: ${reason}`,
  submitting: sittingMessages.submitting,
  timeUpSubmitting: sittingMessages.timeUpSubmitting,
  submitWaiting: sittingMessages.submitWaiting,
};

/** A paper's sitting, on the sittings API (docs/contract.md, "Exam engine"). */
export function paperEngine(sittingId: string): SittingEngine {
  return {
    // Sent `keepalive`, so a save under way survives the page being closed.
    save: (body) => api("PUT /api/sittings/{id}/answers", { params: { id: sittingId }, body, keepalive: true }),
    submit: async () => {
      await api("POST /api/sittings/{id}/submit", { params: { id: sittingId } });
      return resultPath(sittingId);
    },
    leaveTo: "/exams",
    askBeforeLeaving: "timed",
    flagKey: false,
    pulseWhenLow: false,
    words: paperWords,
  };
}
