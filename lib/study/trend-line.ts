// The predicted score's trend as a tiny line drawn on the server (an SVG polyline): no chart
// library reaches the phone. Pure geometry.

export type TrendSnapshot = { at: string; total: number };

export type TrendLine = {
  /** The totals, as an SVG polyline's points. */
  line: string;
  /** The newest point, for a dot. */
  last: { x: number; y: number };
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The snapshots (oldest first) in a `width` × `height` box with `pad` kept clear on every side:
 * time runs left to right (a week without a snapshot shows as a gap), the score bottom to top,
 * scaled so the totals take two thirds of the height (or 20 points' worth, whichever is more, so
 * a flat trend stays flat). The intervals are not drawn: at this size their band, some 50 points
 * wide, would fill the box; the card says the latest one in words. Null with fewer than two
 * snapshots: one point is no trend.
 */
export function trendLine(points: readonly TrendSnapshot[], width: number, height: number, pad = 3): TrendLine | null {
  if (points.length < 2) return null;
  const times = points.map((p) => Date.parse(p.at));
  const t0 = Math.min(...times);
  const span = Math.max(...times) - t0;
  const lowest = Math.min(...points.map((p) => p.total));
  const highest = Math.max(...points.map((p) => p.total));
  const middle = (lowest + highest) / 2;
  const range = Math.max(20, highest - lowest) * 1.5;
  const x = (i: number) =>
    round1(pad + (span > 0 ? (times[i]! - t0) / span : i / (points.length - 1)) * (width - 2 * pad));
  const y = (score: number) => round1(pad + (0.5 - (score - middle) / range) * (height - 2 * pad));
  const at = (i: number, score: number) => `${x(i)},${y(score)}`;
  const line = points.map((p, i) => at(i, p.total)).join(" ");
  const lastIndex = points.length - 1;
  return { line, last: { x: x(lastIndex), y: y(points[lastIndex]!.total) } };
}

/** How the total moved from the first snapshot to the last: "up 7", "down 3", "no change". */
export function trendChange(
  points: readonly TrendSnapshot[],
): { direction: "up" | "down" | "same"; by: number } | null {
  if (points.length < 2) return null;
  const by = points.at(-1)!.total - points[0]!.total;
  return { direction: by > 0 ? "up" : by < 0 ? "down" : "same", by: Math.abs(by) };
}
