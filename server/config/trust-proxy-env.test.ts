import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env-schema";

describe("TRUST_PROXY in the environment", () => {
  it("accepts nothing, a number of hops or a list of CIDRs", () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe("1");
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, ::1/128" }).TRUST_PROXY).toBe("10.0.0.0/8, ::1/128");
  });

  it.each(["yes", "10.0.0.0/40", "1, 10.0.0.0/8"])("stops at %j with a message naming the variable", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY (must be|"[^"]+" is not)/);
  });
});
