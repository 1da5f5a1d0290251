import { describe, expect, it } from "vitest";
import { trendChange, trendLine, type TrendSnapshot } from "./trend-line";

const snap = (at: string, total: number): TrendSnapshot => ({ at: `${at}T10:00:00.000Z`, total });
const points = (s: string) => s.split(" ").map((p) => p.split(",").map(Number) as [number, number]);

describe("trendLine", () => {
  it("draws nothing for fewer than two snapshots", () => {
    expect(trendLine([], 96, 36)).toBeNull();
    expect(trendLine([snap("2026-11-16", 210)], 96, 36), "one point is no trend").toBeNull();
  });

  it("spaces the points by time and keeps them inside the padding", () => {
    const line = trendLine([snap("2026-11-01", 200), snap("2026-11-02", 210), snap("2026-11-11", 220)], 96, 36, 3)!;
    const xs = points(line.line).map(([x]) => x);
    expect(xs[0]).toBe(3);
    expect(xs[2]).toBe(93);
    // One day of ten: a tenth of the way across.
    expect(xs[1]).toBe(12);
    for (const [x, y] of points(line.line)) {
      expect(x).toBeGreaterThanOrEqual(3);
      expect(x).toBeLessThanOrEqual(93);
      expect(y).toBeGreaterThanOrEqual(3);
      expect(y).toBeLessThanOrEqual(33);
    }
    // The totals take the middle two thirds of the height: 200 at the bottom third's edge, 220 at the top's.
    expect(points(line.line).map(([, y]) => y)).toEqual([28, 18, 8]);
    expect(line.last).toEqual({ x: 93, y: points(line.line)[2]![1] });
  });

  it("puts a higher score higher up (a smaller y)", () => {
    const line = trendLine([snap("2026-11-01", 200), snap("2026-11-08", 240)], 96, 36)!;
    const [[, y0], [, y1]] = points(line.line) as [[number, number], [number, number]];
    expect(y1).toBeLessThan(y0);
  });

  it("keeps a flat trend flat and in the middle, and spaces snapshots at one instant evenly", () => {
    const flat = trendLine([snap("2026-11-01", 210), snap("2026-11-02", 210)], 100, 40, 0)!;
    expect(points(flat.line).map(([, y]) => y)).toEqual([20, 20]);
    const same = trendLine([snap("2026-11-01", 200), snap("2026-11-01", 205), snap("2026-11-01", 210)], 100, 40, 0)!;
    expect(points(same.line).map(([x]) => x)).toEqual([0, 50, 100]);
  });
});

describe("trendChange", () => {
  it("says how the total moved from the first snapshot to the last", () => {
    expect(trendChange([snap("2026-11-01", 200), snap("2026-11-02", 190), snap("2026-11-03", 207)])).toEqual({
      direction: "up",
      by: 7,
    });
    expect(trendChange([snap("2026-11-01", 200), snap("2026-11-02", 197)])).toEqual({ direction: "down", by: 3 });
    expect(trendChange([snap("2026-11-01", 200), snap("2026-11-02", 200)])).toEqual({ direction: "same", by: 0 });
    expect(trendChange([snap("2026-11-01", 200)])).toBeNull();
  });
});
