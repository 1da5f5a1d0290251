import { describe, expect, it } from "vitest";
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelay } from "./backoff";

const at = (r: number) => () => r;

describe("retryDelay", () => {
  it("doubles from 1 s with no spread (the middle of the jitter)", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, at(0.5)))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it("never waits more than 30 s, however many failures", () => {
    for (const n of [6, 7, 10, 50, 1000]) {
      expect(retryDelay(n, at(0.5))).toBe(MAX_RETRY_MS);
      expect(retryDelay(n, at(0.999))).toBe(MAX_RETRY_MS);
    }
  });

  it("spreads each pause by a quarter either way", () => {
    expect(retryDelay(3, at(0))).toBe(3000);
    expect(retryDelay(3, at(0.999999))).toBe(5000);
    expect(retryDelay(5, at(0))).toBe(12_000);
    expect(retryDelay(6, at(0))).toBe(22_500);
  });

  it("never waits less than 1 s, even on the first failure spread down or a count of 0", () => {
    expect(retryDelay(1, at(0))).toBe(FIRST_RETRY_MS);
    expect(retryDelay(1, at(0.999999))).toBe(1250);
    expect(retryDelay(0, at(0))).toBe(FIRST_RETRY_MS);
    expect(retryDelay(-3, at(0.5))).toBe(FIRST_RETRY_MS);
  });

  it("stays within 1 s and 30 s for any random draw", () => {
    for (let n = 0; n <= 12; n++)
      for (let i = 0; i < 50; i++) {
        const delay = retryDelay(n);
        expect(delay).toBeGreaterThanOrEqual(FIRST_RETRY_MS);
        expect(delay).toBeLessThanOrEqual(MAX_RETRY_MS);
      }
  });

  it("grows with the failures when the draw is the same", () => {
    for (const r of [0, 0.3, 0.7, 0.99]) {
      const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => retryDelay(n, at(r)));
      expect(delays).toEqual([...delays].sort((a, b) => a - b));
    }
  });
});
