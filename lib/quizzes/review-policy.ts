// When a student may see a quiz's answer key (correct answers and explanations) in the
// review of a submitted attempt. The tutor picks the policy per quiz.
//
// - after_each_attempt: every review shows the key.
// - after_last_attempt: only once the student has submitted their last allowed attempt.
//   A quiz with unlimited attempts has no last attempt, so its key is never shown.
// - never: the key is never shown.
//
// While the key is withheld, whether each answer was right is withheld too: with several
// attempts, right/wrong per question lets a student find the key by elimination. The
// score and the number of correct answers are always shown.

export const REVIEW_POLICIES = ["after_each_attempt", "after_last_attempt", "never"] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];

/** Whether the key may be shown, given whether the student has submitted their last allowed attempt. */
export function keyRevealed(policy: ReviewPolicy, maxAttempts: number | null, lastAttemptSubmitted: boolean): boolean {
  if (policy === "after_each_attempt") return true;
  if (policy === "never") return false;
  return maxAttempts !== null && lastAttemptSubmitted;
}

export const reviewPolicyNotice: Record<ReviewPolicy, string> = {
  after_each_attempt: "Correct answers and explanations are shown after each attempt.",
  after_last_attempt: "Correct answers and explanations are shown once you have used your last attempt.",
  never: "This quiz does not show its correct answers.",
};
