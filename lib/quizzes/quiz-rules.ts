// Quiz rules of docs/product-spec.md parts 4 and 9: grades, verdicts, the timer's colour, attempts left and
// how time values are shown.

export const DEFAULT_PASSING_SCORE = 70;
export const ALMOST_BAND = 50;

export type Verdict = "PASSED" | "ALMOST THERE" | "KEEP TRYING";
export type Grade = "A" | "B" | "C" | "F";
export type TimerColour = "green" | "yellow" | "red";

const passMark = (passingScore: number | null | undefined) => passingScore ?? DEFAULT_PASSING_SCORE;

/** PASSED at or above the passing score, ALMOST THERE at 50 or above, else KEEP TRYING. */
export function verdict(score: number, passingScore?: number | null): Verdict {
  if (score >= passMark(passingScore)) return "PASSED";
  if (score >= ALMOST_BAND) return "ALMOST THERE";
  return "KEEP TRYING";
}

/** A at 90+, B at 80+, C at or above the passing score, otherwise F. */
export function grade(score: number, passingScore?: number | null): Grade {
  if (score >= 90) return "A";
  if (score >= 80) return "B";
  if (score >= passMark(passingScore)) return "C";
  return "F";
}

/** Green above 50% of the time left, yellow above 25%, red (pulsing) below that. */
export function timerColour(remainingSeconds: number, totalSeconds: number): TimerColour {
  if (totalSeconds <= 0) return "green";
  const share = remainingSeconds / totalSeconds;
  if (share > 0.5) return "green";
  if (share > 0.25) return "yellow";
  return "red";
}

/** Attempts left, or null for unlimited (no max_attempts). */
export function attemptsLeft(maxAttempts: number | null | undefined, attemptsMade: number): number | null {
  if (maxAttempts === null || maxAttempts === undefined) return null;
  return Math.max(0, maxAttempts - attemptsMade);
}

/** Time values below 100 are minutes, otherwise seconds (docs/product-spec.md part 9); returns seconds. */
export function timeValueToSeconds(value: number): number {
  return value < 100 ? value * 60 : value;
}

/** A quiz's time limit for display: 'No limit', '45 min', '1h 30m', '2h'. */
export function formatTimeLimit(value: number | null | undefined): string {
  if (value === null || value === undefined || value <= 0) return "No limit";
  const minutes = Math.round(timeValueToSeconds(value) / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}m` : `${h}h`;
}

/** The countdown: mm:ss, or h:mm:ss from an hour. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${String(m).padStart(2, "0")}:${sec}`;
}

/** Minutes for time_taken, rounded up (docs/product-spec.md part 7). */
export const minutesRoundedUp = (seconds: number) => Math.max(0, Math.ceil(seconds / 60));

/** Score as a whole percent. */
export const scorePercent = (correct: number, total: number) => (total ? Math.round((correct / total) * 100) : 0);

export const optionLetter = (index: number) => String.fromCharCode(65 + index);
/** The index of a lettered option (A is 0); -1 for anything but one letter. */
export const optionIndex = (letter: string) => (letter.length === 1 ? letter.charCodeAt(0) - 65 : -1);
