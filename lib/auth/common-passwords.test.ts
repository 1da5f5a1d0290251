import { describe, expect, it } from "vitest";
import list from "../data/common-passwords.json";
import { MAX_PASSWORD, MIN_PASSWORD } from "./auth-rules";
import { isCommonPassword } from "./common-passwords";

describe("common-password list", () => {
  it("holds 10,000 distinct lower-case passwords that the length rules would let through", () => {
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    for (const p of list) {
      expect(p).toBe(p.toLowerCase());
      expect(p.length).toBeGreaterThanOrEqual(MIN_PASSWORD);
      expect(p.length).toBeLessThanOrEqual(MAX_PASSWORD);
    }
  });

  it.each(["password", "12345678", "PASSWORD", "Password1", "iloveyou", "qwertyuiop"])("refuses %j", async (p) => {
    expect(await isCommonPassword(p)).toBe(true);
  });

  it.each(["Correct-Horse-9", "Student-Pass-9", "Tutor2026!", "Kano-Jollof-Rice-77"])("accepts %j", async (p) => {
    expect(await isCommonPassword(p)).toBe(false);
  });
});
