import { api } from "@/app/api/client";
import type { SittingEngine } from "@/app/exams/sittings/[id]/_components/sitting-engine";
import type { Sitting } from "@/app/exams/sittings/[id]/_components/sitting-types";
import { minutesRoundedUp, optionIndex } from "@/lib/quizzes/quiz-rules";
import { quizMessages } from "./quiz-messages";
import { forgetOpenAttempt } from "./quiz-sitting";

// The course quiz on the sitting screen: its saves and its submit go through the quiz API's
// adapters (docs/contract.md, "Quizzes"), which write the same sitting a paper's would.

/** POST /api/quizzes/{id}/submit's body: option texts (docs/product-spec.md part 7), unanswered questions left out. */
export function submitBody(
  sitting: Pick<Sitting, "id" | "started_at" | "sections">,
  answers: Readonly<Record<string, string>>,
  auto: boolean,
  now = Date.now(),
) {
  return {
    attempt_id: sitting.id,
    auto_submit: auto,
    time_taken: minutesRoundedUp((now - Date.parse(sitting.started_at)) / 1000),
    answers: sitting.sections.flatMap((section) =>
      section.questions.flatMap((q) => {
        const chosen = q.options.find((o) => o.key === answers[q.id]);
        return chosen ? [{ question_id: q.id, selected_answer: chosen.text }] : [];
      }),
    ),
  };
}

export function quizEngine(quizId: string, sitting: Sitting): SittingEngine {
  const params = { id: quizId, attemptId: sitting.id };
  return {
    // The quiz's save takes answers as option indexes; flags and the questions seen stay on the phone.
    save: async (body) => {
      const answers = Object.entries(body.answers).map(([question_id, key]) => ({
        question_id,
        selected_answer: key === null ? null : optionIndex(key),
      }));
      if (answers.length === 0) return {};
      const saved = await api("PUT /api/quizzes/{id}/attempts/{attemptId}/answers", {
        params,
        body: { answers },
        keepalive: true,
      });
      return { saved_at: Date.parse(saved.saved_at) };
    },
    submit: async ({ answers, auto }) => {
      const { attempt } = await api("POST /api/quizzes/{id}/submit", {
        params: { id: quizId },
        body: submitBody(sitting, answers, auto),
      });
      return `/quiz/${encodeURIComponent(quizId)}/result?attempt=${encodeURIComponent(attempt.id)}${auto ? "&auto=1" : ""}`;
    },
    leaveTo: "/quizzes",
    askBeforeLeaving: "always",
    flagKey: true,
    pulseWhenLow: true,
    words: {
      exit: "Exit Quiz",
      submitTitle: "Submit quiz?",
      submitConfirm: "Submit Quiz",
      goBack: "Press R to go back to the quiz.",
      leaveTitle: "Exit quiz?",
      leaveConfirm: "Exit Quiz",
      stay: "Back to the quiz",
      leaveMessage: (timed) =>
        timed
          ? "Your answers are saved, but the timer keeps running. You can come back to finish before it ends."
          : "Your answers are saved. You can come back to finish the quiz.",
      submitFailed: quizMessages.submitFailed,
      submitting: "Submitting your answers…",
      timeUpSubmitting: "Time is up. Submitting your answers…",
      submitWaiting: quizMessages.submitWaiting,
    },
    forget: () => forgetOpenAttempt(quizId),
  };
}
