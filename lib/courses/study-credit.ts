// How much study time one progress report may add. The browser says how many seconds it
// played since its last report; the server believes at most the wall-clock time since the
// previous report it stored for that lesson, and at most the lesson's length, so rapid or
// inflated reports cannot manufacture study hours.
import { MAX_WATCHED_PER_REPORT } from "../validation/progress";

/** Believed of a report for a lesson with no earlier report (the player reports every 10 s). */
export const FIRST_REPORT_MAX_SECONDS = 30;

export type CreditInput = {
  /** watched_seconds as the browser sent it. */
  reportedSeconds: number;
  /** When the previous report for this student and lesson was stored; null for the first. */
  previousReportAt: Date | null;
  now: Date;
  /** The lesson's length; null or 0 when not known. */
  durationSeconds: number | null;
};

/** Whole seconds to add to the student's study time for this report (never negative). */
export function creditedSeconds({ reportedSeconds, previousReportAt, now, durationSeconds }: CreditInput): number {
  if (!Number.isFinite(reportedSeconds) || reportedSeconds <= 0) return 0;
  const sinceLast =
    previousReportAt === null ? FIRST_REPORT_MAX_SECONDS : (now.getTime() - previousReportAt.getTime()) / 1000;
  // NaN (an invalid date) or a previous report "in the future" (clock moved back) earns nothing.
  if (!(sinceLast > 0)) return 0;
  const lessonCap =
    durationSeconds && durationSeconds > 0 ? Math.min(durationSeconds, MAX_WATCHED_PER_REPORT) : MAX_WATCHED_PER_REPORT;
  return Math.floor(Math.min(reportedSeconds, sinceLast, lessonCap));
}
