import { describe, expect, it } from "vitest";
import { ENCODE_MARGIN_SECONDS, encodeSecondsLimit, runTimeoutMs } from "./run-bounds";

describe("encodeSecondsLimit", () => {
  it("is the probed length rounded up, plus the margin", () => {
    expect(ENCODE_MARGIN_SECONDS).toBe(5);
    expect(encodeSecondsLimit(600)).toBe(605);
    expect(encodeSecondsLimit(2.01)).toBe(8);
    expect(encodeSecondsLimit(0)).toBe(5);
    expect(encodeSecondsLimit(-3)).toBe(5);
  });
});

describe("runTimeoutMs", () => {
  it("is a minute, plus two seconds per second of source", () => {
    expect(runTimeoutMs(0)).toBe(60_000);
    expect(runTimeoutMs(3)).toBe(66_000);
    expect(runTimeoutMs(600)).toBe(60_000 + 1_200_000);
    expect(runTimeoutMs(10_800)).toBe(60_000 + 21_600_000);
    expect(runTimeoutMs(0.0004)).toBe(60_001);
    expect(runTimeoutMs(-5)).toBe(60_000);
  });

  it("grows with the length, so a longer source never gets less time", () => {
    let last = 0;
    for (const seconds of [0, 1, 59, 60, 61, 3599, 3600, 10_800]) {
      expect(runTimeoutMs(seconds)).toBeGreaterThanOrEqual(last);
      last = runTimeoutMs(seconds);
    }
  });
});
