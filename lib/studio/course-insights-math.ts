// Pure arithmetic of a course's insights in the tutor's studio (docs/studio-insights.md): the
// database counts, these functions turn the counts into shares, buckets and calendar months.

/** "New enrolments" are those of the last this many days. */
export const RECENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the recent window of enrolments starts. */
export function recentSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_DAYS * DAY_MS);
}

/** The completion buckets a course's enrolled students are sorted into, by lessons completed. */
export const COMPLETION_BUCKETS = ["0", "1-25", "26-50", "51-75", "76-99", "100"] as const;
export type CompletionBucket = (typeof COMPLETION_BUCKETS)[number];

/**
 * The bucket of a student who completed `completed` of `lessons` lessons. Only none is "0" and
 * only all is "100", so a student one lesson short of the end never rounds up to finished.
 */
export function completionBucket(completed: number, lessons: number): CompletionBucket {
  if (lessons <= 0 || completed <= 0) return "0";
  if (completed >= lessons) return "100";
  const percent = (completed / lessons) * 100;
  if (percent <= 25) return "1-25";
  if (percent <= 50) return "26-50";
  if (percent <= 75) return "51-75";
  return "76-99";
}

/**
 * Enrolled students who opened at least one lesson, grouped by how many lessons they completed
 * (0 for those who opened some but finished none), as the database counts them.
 */
export type CompletionCount = { completed: number; students: number };

export type CompletionSummary = {
  /** Enrolled students who opened at least one lesson. */
  started: number;
  /** Mean of each enrolled student's completion percent, to one decimal place. */
  average_percent: number;
  /** Students who completed every lesson. */
  completed: number;
  distribution: { bucket: CompletionBucket; students: number }[];
};

/** Buckets and the average over `enrolled` students; those not in `counts` never opened a lesson (0 %). */
export function summariseCompletion(
  counts: readonly CompletionCount[],
  enrolled: number,
  lessons: number,
): CompletionSummary {
  const byBucket = new Map<CompletionBucket, number>(COMPLETION_BUCKETS.map((b) => [b, 0]));
  let started = 0;
  let withCompletions = 0;
  let completions = 0;
  for (const { completed, students } of counts) {
    if (students <= 0) continue;
    started += students;
    const done = Math.max(0, Math.min(completed, lessons));
    if (done === 0) continue;
    const bucket = completionBucket(done, lessons);
    byBucket.set(bucket, byBucket.get(bucket)! + students);
    withCompletions += students;
    completions += done * students;
  }
  byBucket.set("0", Math.max(0, enrolled - withCompletions));
  return {
    started: Math.min(started, enrolled),
    average_percent: averageCompletion(completions, enrolled, lessons),
    completed: byBucket.get("100")!,
    distribution: COMPLETION_BUCKETS.map((bucket) => ({ bucket, students: byBucket.get(bucket)! })),
  };
}

/**
 * The mean of enrolled students' completion percents. Every student has the same number of
 * lessons, so it is all completions over all the lessons the students could have completed.
 */
export function averageCompletion(completions: number, enrolled: number, lessons: number): number {
  return percentOf(completions, enrolled * lessons);
}

/** part ÷ whole as a percentage to one decimal place; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? roundTo((part / whole) * 100, 1) : 0;
}

export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor + 0;
}

/** Lagos keeps West Africa Time, UTC+1, all year. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** "2026-11": the Lagos calendar month an instant falls in. */
export function lagosMonth(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 7);
}

/** The `count` Lagos calendar months ending with the one `now` falls in, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = lagosMonth(now).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The instant the first of those months starts in Lagos: payments from then on are counted. */
export function monthStart(month: string): Date {
  return new Date(Date.parse(`${month}-01T00:00:00Z`) - LAGOS_OFFSET_MS);
}

export type MonthRevenue = { month: string; gross: number; payments: number };

/** One entry per month of `months`, those without payments at zero; rows for other months are left out. */
export function revenueByMonth(months: readonly string[], rows: readonly MonthRevenue[]): MonthRevenue[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => ({
    month,
    gross: byMonth.get(month)?.gross ?? 0,
    payments: byMonth.get(month)?.payments ?? 0,
  }));
}

/** "Nov 2026" for "2026-11". */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString("en-GB", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** How the buckets read on screen. */
export const bucketLabel: Record<CompletionBucket, string> = {
  "0": "0 %",
  "1-25": "1–25 %",
  "26-50": "26–50 %",
  "51-75": "51–75 %",
  "76-99": "76–99 %",
  "100": "100 %",
};
