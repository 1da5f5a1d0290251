import { describe, expect, it } from "vitest";
import { createDecodedTokens } from "./decoded-tokens";

const claims = (sid: string, exp = 2_000) => ({ sid, sk: `secret-${sid}`, exp });

describe("decoded session tokens", () => {
  it("returns what it was given for a token that has not expired", () => {
    const tokens = createDecodedTokens(3);
    tokens.remember("a", claims("a"));
    expect(tokens.get("a", 1_000)).toEqual(claims("a"));
    expect(tokens.get("unknown", 1_000)).toBeUndefined();
  });

  it("answers null for an expired token and then forgets it", () => {
    const tokens = createDecodedTokens(3);
    tokens.remember("a", claims("a", 1_000));
    expect(tokens.get("a", 1_000)).toBeNull();
    expect(tokens.get("a", 0)).toBeUndefined();
  });

  it("when full, drops the least recently used token and keeps the others", () => {
    const tokens = createDecodedTokens(3);
    tokens.remember("a", claims("a"));
    tokens.remember("b", claims("b"));
    tokens.remember("c", claims("c"));
    tokens.get("a", 1_000);
    tokens.remember("d", claims("d"));
    expect(tokens.get("b", 1_000)).toBeUndefined();
    for (const kept of ["a", "c", "d"]) expect(tokens.get(kept, 1_000)).toEqual(claims(kept));
  });
});
