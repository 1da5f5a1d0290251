// The review streak and the day's bounds. Days are Lagos calendar days (WAT, UTC+1 all year,
// no daylight saving): "today" is the Lagos date of the instant, whatever the phone's zone.

const DAY_MS = 24 * 60 * 60 * 1000;
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The calendar day in Lagos of an instant, as YYYY-MM-DD (as lib/validation/progress.ts's, without zod for the phone's bundle). */
export function lagosDay(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Lagos day of `now`, as [start, end): the instants its midnight opens and the next one closes. */
export function lagosDayBounds(now: Date): { day: string; start: Date; end: Date } {
  const number = Math.floor((now.getTime() + LAGOS_OFFSET_MS) / DAY_MS);
  const start = new Date(number * DAY_MS - LAGOS_OFFSET_MS);
  return { day: lagosDay(now), start, end: new Date(start.getTime() + DAY_MS) };
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Consecutive days with at least one review, ending today, or yesterday when today has none
 * yet (the streak is still alive until today ends). `days` are YYYY-MM-DD in any order, with
 * repeats allowed; days after today (a clock ahead) are ignored.
 */
export function streakDays(days: readonly string[], today: string): number {
  const have = new Set(days.filter((d) => d <= today));
  let day = have.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (have.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}

/** What the phone knows of the streak: the server's figures on `day` (the summary's day). */
export type StreakSnapshot = { day: string; streak_days: number; reviewed_today: number };

/**
 * The streak once the student has reviewed on `today`, from a summary taken on an earlier
 * instant (a phone offline since it downloaded the deck): the server's rule, carried forward.
 */
export function streakAfterReviewing(snapshot: StreakSnapshot, today: string): number {
  if (snapshot.day === today) return snapshot.reviewed_today > 0 ? snapshot.streak_days : snapshot.streak_days + 1;
  if (snapshot.day === dayBefore(today)) {
    // The summary's streak ended on its day when it counted a review then, else the day before: a gap.
    return snapshot.reviewed_today > 0 ? snapshot.streak_days + 1 : 1;
  }
  return 1;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The in-app reminder's sentence, or null when nothing is due. */
export function reminderText(summary: {
  due_count: number;
  streak_days: number;
  reviewed_today: number;
}): string | null {
  if (summary.due_count <= 0) return null;
  const due = `${plural(summary.due_count, "card")} due today`;
  if (summary.streak_days <= 0) return `${due} — start a review streak`;
  const streak = `${summary.streak_days}-day streak`;
  return summary.reviewed_today > 0
    ? `${due} — your ${streak} is safe, finish the set`
    : `${due} — keep your ${streak}`;
}

/** The streak on `today` from a summary taken on an earlier instant, when the student has not reviewed since. */
export function streakWithoutReviewing(snapshot: StreakSnapshot, today: string): number {
  if (snapshot.day === today) return snapshot.streak_days;
  // The summary's run is still alive today only if it reached the summary's day.
  if (snapshot.day === dayBefore(today)) return snapshot.reviewed_today > 0 ? snapshot.streak_days : 0;
  return 0;
}
