import { ApiError, isNetworkFailure } from "@/lib/client/api-error";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/client/session";

// What the quiz taker says when starting or submitting fails, chosen by the API's error code.

export const quizMessages = {
  startFailed: (reason: string) => `Failed to start quiz: ${reason}`,
  submitFailed: (reason: string) => `Failed to submit quiz: ${reason}`,
  noQuestions: "No questions found in this quiz",
  offline: "You are offline. Check your connection and try again.",
  submitWaiting: "You are offline. Your answers will be submitted as soon as you are back online.",
  unknown: "unknown error",
};

/** Why a request of the quiz failed, in words for the student. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case "unauthorized":
        return SESSION_EXPIRED_MESSAGE;
      default:
        // The API's message is written for the student (maximum attempts reached, quiz locked…).
        return error.message;
    }
  }
  return isNetworkFailure(error) ? quizMessages.offline : quizMessages.unknown;
}
