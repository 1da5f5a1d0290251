import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  displayJoinCode,
  isJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  makeJoinCode,
  normaliseJoinCode,
} from "./join-code";

describe("join codes", () => {
  it("has no look-alike characters", () => {
    for (const c of "0OQ1IL2Z5S8B") expect(JOIN_CODE_ALPHABET).not.toContain(c);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
    expect(JOIN_CODE_ALPHABET).toHaveLength(24);
  });

  it("makes 8-character codes of the alphabet, every character reachable", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const code = makeJoinCode((n) => randomBytes(n));
      expect(code).toHaveLength(JOIN_CODE_LENGTH);
      expect(isJoinCode(code)).toBe(true);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it("skips bytes past the last whole round of the alphabet", () => {
    // 240 = 10·24 is the first byte skipped; 0 maps to A.
    const bytes = [255, 240, 0, 1, 2, 3, 4, 5, 6, 7, 8];
    let given = 0;
    const code = makeJoinCode((n) => Uint8Array.from({ length: n }, () => bytes[given++ % bytes.length]!));
    expect(code).toBe("ACDEFGHJ");
  });

  it("reads a typed code whatever its case, spaces and dashes", () => {
    expect(normaliseJoinCode(" acde-fghj ")).toBe("ACDEFGHJ");
    expect(normaliseJoinCode("acde fghj")).toBe("ACDEFGHJ");
    expect(isJoinCode("ACDEFGH")).toBe(false);
    expect(isJoinCode("ACDEFGHO")).toBe(false);
    expect(isJoinCode("ACDEFGHJK")).toBe(false);
    expect(displayJoinCode("ACDEFGHJ")).toBe("ACDE FGHJ");
  });
});
