// The paper's one clock, read aloud politely: a screen reader hears the time left at a few
// milestones, not every second (the visible clock is a role="timer", which is not live).

/** Minutes left at which the time is announced. */
export const MILESTONE_MINUTES = [60, 30, 15, 10, 5, 1] as const;

const minutesText = (minutes: number) => (minutes === 1 ? "1 minute" : `${minutes} minutes`);

/**
 * What the live region says with `remaining` seconds left: the last milestone passed, so the
 * text changes (and is read) only when one is crossed. Empty before the first milestone.
 */
export function clockAnnouncement(remaining: number | null): string {
  if (remaining === null) return "";
  if (remaining <= 0) return "Time is up.";
  const minutes = [...MILESTONE_MINUTES].reverse().find((m) => remaining <= m * 60);
  return minutes === undefined ? "" : `${minutesText(minutes)} left.`;
}

/** When the paper ends by this phone's clock: the server's seconds left counted from now; null when untimed. */
export const deadlineFrom = (remainingSeconds: number | null, now = Date.now()) =>
  remainingSeconds === null ? null : now + remainingSeconds * 1000;

/** Seconds from now to a deadline kept on this phone, never below zero. */
export const secondsUntil = (deadline: number, now = Date.now()) => Math.max(0, Math.round((deadline - now) / 1000));

/** The paper's whole time in seconds (for the clock's colour); 0 when untimed. */
export function paperSeconds(startedAt: string, expiresAt: string | null): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.round((Date.parse(expiresAt) - Date.parse(startedAt)) / 1000));
}

let documentTaken = false;

/**
 * When the page's document began to arrive, by this phone's clock, the first time a sitting
 * drawn in it asks (the server's seconds left were counted then, and a slow network may have
 * taken seconds since); now for a sitting reached without loading a document (a navigation in
 * the app), and on the server.
 */
export function documentArrival(path: string, now = Date.now()): number {
  if (typeof window === "undefined" || documentTaken) return now;
  documentTaken = true;
  const [entry] = (performance.getEntriesByType?.("navigation") ?? []) as Partial<PerformanceNavigationTiming>[];
  if (typeof entry?.responseStart !== "number" || !entry.name || new URL(entry.name).pathname !== path) return now;
  const arrived = performance.timeOrigin + entry.responseStart;
  return arrived > 0 && arrived <= now ? arrived : now;
}
