import type { CheckResult, OptionKey } from "./sitting-types";

/**
 * A paper sat from a pack kept on the phone (app/exams/[paperId]/_components/offline-paper.tsx):
 * the sitting screen saves nothing as it goes, checks practice answers against the pack's keys
 * and, at the end, sends the whole sitting back once (docs/exam-engine.md, "Offline papers").
 */
export type OfflineRun = {
  /** Practice: the key kept with the pack. */
  check: (questionId: string, key: OptionKey) => CheckResult;
  /** An answer was given now (its time goes back with the paper). */
  answered: (questionId: string) => void;
  /** The candidate submitted, or the clock ran out: the paper ends now. */
  finished: () => void;
  /** Sends the paper back as kept on the phone; resolves with the id of the sitting the server scored. */
  send: () => Promise<string>;
};
