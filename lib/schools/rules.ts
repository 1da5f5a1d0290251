// The plain rules of schools (docs/schools.md), shared by the API and the screens.

/** A class holds at most this many students. */
export const MAX_CLASS_STUDENTS = 500;
/** A teacher runs at most this many classes that are not archived. */
export const MAX_TEACHER_CLASSES = 50;

export const CLASS_FULL_MESSAGE = `This class is full: a class holds at most ${MAX_CLASS_STUDENTS} students. Ask your teacher to open another class.`;
export const TOO_MANY_CLASSES_MESSAGE = `You already run ${MAX_TEACHER_CLASSES} classes, the most a teacher can: archive a class you no longer teach to start another.`;

export type AssignmentStatus = "upcoming" | "open" | "in_progress" | "submitted" | "missed";

export type AssignmentSittingState = { submittedAt: Date | null; expiresAt: Date | null; graceSeconds: number } | null;

/**
 * Where a student stands with an assignment. A sitting left open past its deadline and grace
 * counts as submitted: the engine finishes it from the saved answers (server/exam/).
 */
export function assignmentStatus(
  window: { opensAt: Date; closesAt: Date },
  sitting: AssignmentSittingState,
  now: Date,
): AssignmentStatus {
  if (sitting) {
    if (sitting.submittedAt) return "submitted";
    const over =
      sitting.expiresAt !== null && now.getTime() > sitting.expiresAt.getTime() + sitting.graceSeconds * 1000;
    return over ? "submitted" : "in_progress";
  }
  if (now < window.opensAt) return "upcoming";
  if (now < window.closesAt) return "open";
  return "missed";
}

/** "2 d 4 h", "3 h 05 min", "12 min", "45 s": how long until `target`, for a countdown. */
export function countdownText(target: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, "0")} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${seconds} s`;
}

/** A share as a whole percentage, "—" without responses. */
export function percent(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}
