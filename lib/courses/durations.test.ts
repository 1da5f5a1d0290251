import { describe, expect, it } from "vitest";
import { formatClock, formatTotal } from "./durations";

describe("formatClock", () => {
  it.each([
    [0, "0:00"],
    [1, "0:01"],
    [9, "0:09"],
    [59, "0:59"],
    [60, "1:00"],
    [61, "1:01"],
    [450, "7:30"],
    [599, "9:59"],
    [3599, "59:59"],
    [3600, "1:00:00"],
    [3661, "1:01:01"],
    [36_000, "10:00:00"],
    [6 * 3600, "6:00:00"],
  ])("%d seconds → %s", (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });

  it("rounds fractional seconds", () => {
    expect(formatClock(59.4)).toBe("0:59");
    expect(formatClock(59.5)).toBe("1:00");
    expect(formatClock(0.4)).toBe("0:00");
  });

  it("never goes negative", () => {
    expect(formatClock(-5)).toBe("0:00");
  });
});

describe("formatTotal", () => {
  it.each([
    [0, "0s"],
    [30, "30s"],
    [59, "59s"],
    [60, "1m"],
    [119, "1m"],
    [45 * 60, "45m"],
    [3599, "59m"],
    [3600, "1h"],
    [3660, "1h 1m"],
    [3900, "1h 5m"],
    [7200, "2h"],
    [2 * 3600 + 59 * 60 + 59, "2h 59m"],
  ])("%d seconds → %s", (seconds, expected) => {
    expect(formatTotal(seconds)).toBe(expected);
  });

  it("never goes negative", () => {
    expect(formatTotal(-100)).toBe("0s");
  });
});
