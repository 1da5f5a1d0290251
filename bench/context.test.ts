import { describe, expect, it } from "vitest";
import { percentile, percentileOfSorted, target } from "./context";

describe("percentile", () => {
  it("takes the nearest rank: the smallest value with at least p % of the values at or below it", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([5], 99)).toBe(5);
  });

  it("is undefined for no values", () => {
    expect(percentile([], 50)).toBeNaN();
    expect(percentileOfSorted([], 99)).toBeNaN();
  });
});

describe("target", () => {
  it("fails a value that is not a number, whatever the bound", () => {
    expect(target("p99", Number.NaN, "<=", 200, "ms").pass).toBe(false);
    expect(target("ratio", 60, ">=", 50, "%").pass).toBe(true);
    expect(target("ratio", 40, ">=", 50, "%").pass).toBe(false);
  });
});
