// The 14-day free trial the landing page promises: a verified student may open every paid
// course's lessons and quizzes, with no card, from the day the e-mail address is verified.
//
// Days are Lagos calendar days (WAT, UTC+1 all year, no daylight saving). The day of
// verification is day 0 and does not count: the trial ends at the Lagos midnight that closes
// day 14, so a student always gets at least 14 full days, and "days left" drops by one at
// each Lagos midnight (14 on the day of verification, 0 on the last day).

export const TRIAL_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

export type TrialHolder = { role: "student" | "tutor"; emailVerifiedAt: Date | null };

export type TrialStatus =
  /** Tutors and unverified students have no trial. */
  { state: "none" } | { state: "active"; endsAt: Date; daysLeft: number } | { state: "ended"; endsAt: Date };

/** Days since 1970-01-01 of the Lagos calendar day an instant falls on. */
function lagosDayNumber(at: Date): number {
  return Math.floor((at.getTime() + LAGOS_OFFSET_MS) / DAY_MS);
}

/** The instant a Lagos calendar day starts. */
function lagosDayStart(day: number): Date {
  return new Date(day * DAY_MS - LAGOS_OFFSET_MS);
}

export function trialStatus(holder: TrialHolder, now: Date): TrialStatus {
  if (holder.role !== "student" || !holder.emailVerifiedAt) return { state: "none" };
  const lastDay = lagosDayNumber(holder.emailVerifiedAt) + TRIAL_DAYS;
  const endsAt = lagosDayStart(lastDay + 1);
  if (now.getTime() >= endsAt.getTime()) return { state: "ended", endsAt };
  // A clock behind the verification time still counts the full trial, never more.
  const daysLeft = Math.min(TRIAL_DAYS, lastDay - lagosDayNumber(now));
  return { state: "active", endsAt, daysLeft };
}

/** What a student reads about their trial, or null when there is nothing to say. */
export function trialLabel(status: TrialStatus): string | null {
  if (status.state === "none") return null;
  if (status.state === "ended") return "Your free trial has ended";
  if (status.daysLeft === 0) return "Free trial: last day";
  return `Free trial: ${status.daysLeft} ${status.daysLeft === 1 ? "day" : "days"} left`;
}
