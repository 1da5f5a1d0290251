import { ApiError, isNetworkFailure } from "@/lib/client/api-error";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/client/session";

// What the sitting screen says when a request fails, chosen by the API's error code.

export const sittingMessages = {
  offlineNoCopy:
    "You are offline, and this paper is not saved on this phone yet. Connect to the internet and try again.",
  notFound: "This paper was not found. It may belong to another account.",
  submitWaiting:
    "You are offline. Your paper will be submitted as soon as you are back online; your answers are safe on this phone.",
  submitting: "Submitting your paper…",
  timeUpSubmitting: "Time is up. Submitting your paper…",
  unknown: "Something went wrong.",
  subjectLoading: "Loading this subject's questions…",
  subjectOffline:
    "This subject's questions show once this phone is back online. Your answers so far are safe on this phone.",
};

/** A sitting's page, and its result's. */
export const sittingPath = (sittingId: string) => `/exams/sittings/${encodeURIComponent(sittingId)}`;
export const resultPath = (sittingId: string) => `${sittingPath(sittingId)}/result`;

/** Why a request failed, in words for the student. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "unauthorized") return SESSION_EXPIRED_MESSAGE;
    if (error.code === "not_found") return sittingMessages.notFound;
    // The API's message is written for the student ("Time is up: …", "This paper has been submitted").
    return error.message;
  }
  return isNetworkFailure(error) ? "You are offline. Check your connection and try again." : sittingMessages.unknown;
}

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
