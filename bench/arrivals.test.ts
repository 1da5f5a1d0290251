import { describe, expect, it } from "vitest";
import { autosaveTimes, peakArrivals, poissonArrivals, seededRandom } from "./arrivals";

describe("poissonArrivals", () => {
  it("places every arrival inside the window, in order", () => {
    const arrivals = poissonArrivals(5000, 60_000, seededRandom(1));
    expect(arrivals).toHaveLength(5000);
    expect(arrivals[0]).toBeGreaterThanOrEqual(0);
    expect(arrivals.at(-1)).toBeLessThan(60_000);
    expect(arrivals.every((t, i) => i === 0 || t >= arrivals[i - 1]!)).toBe(true);
  });

  it("spreads them evenly on average, with the bursts a Poisson process has", () => {
    const arrivals = poissonArrivals(6000, 60_000, seededRandom(7));
    const perTenSeconds = Array.from(
      { length: 6 },
      (_, i) => arrivals.filter((t) => t >= i * 10_000 && t < (i + 1) * 10_000).length,
    );
    // 1000 expected per 10 s, standard deviation about 32.
    for (const count of perTenSeconds) expect(Math.abs(count - 1000)).toBeLessThan(150);
    // 10 expected per 100 ms; a Poisson process's busiest 100 ms over a minute holds clearly more.
    expect(peakArrivals(arrivals, 100)).toBeGreaterThan(15);
  });

  it("gives the same schedule for the same seed and another for another", () => {
    expect(poissonArrivals(10, 1000, seededRandom(3))).toEqual(poissonArrivals(10, 1000, seededRandom(3)));
    expect(poissonArrivals(10, 1000, seededRandom(3))).not.toEqual(poissonArrivals(10, 1000, seededRandom(4)));
  });
});

describe("peakArrivals", () => {
  it("counts the most arrivals in any stretch of the given length", () => {
    expect(peakArrivals([0, 10, 20, 500, 510, 520, 530], 100)).toBe(4);
    expect(peakArrivals([0, 100, 200], 100)).toBe(1);
    expect(peakArrivals([], 100)).toBe(0);
  });
});

describe("autosaveTimes", () => {
  it("saves every interval after the start while the sitting lasts", () => {
    expect(autosaveTimes(1000, 100_000, 30_000)).toEqual([31_000, 61_000, 91_000]);
    expect(autosaveTimes(0, 90_000, 30_000)).toEqual([30_000, 60_000]);
    expect(autosaveTimes(0, 20_000, 30_000)).toEqual([]);
  });
});
