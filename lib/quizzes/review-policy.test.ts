import { describe, expect, it } from "vitest";
import { keyRevealed } from "./review-policy";

describe("keyRevealed", () => {
  it("after_each_attempt always shows the key", () => {
    expect(keyRevealed("after_each_attempt", null, false)).toBe(true);
    expect(keyRevealed("after_each_attempt", 3, false)).toBe(true);
  });

  it("after_last_attempt shows it only once the last allowed attempt is submitted", () => {
    expect(keyRevealed("after_last_attempt", 3, false)).toBe(false);
    expect(keyRevealed("after_last_attempt", 3, true)).toBe(true);
  });

  it("after_last_attempt with unlimited attempts never shows it: there is no last attempt", () => {
    expect(keyRevealed("after_last_attempt", null, true)).toBe(false);
  });

  it("never never shows it", () => {
    expect(keyRevealed("never", 1, true)).toBe(false);
  });
});
