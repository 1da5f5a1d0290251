import { describe, expect, it } from "vitest";
import { normalizeIp, parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("trusts nobody when unset, empty or 0", () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy("  ")).toBeNull();
    expect(parseTrustProxy("0")).toBeNull();
  });

  it("reads a number of hops", () => {
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
  });

  it("reads IPv4 and IPv6 CIDRs and bare addresses", () => {
    expect(parseTrustProxy("10.0.0.0/8, fd00::/8,192.0.2.1,::1")).toEqual({
      cidrs: ["10.0.0.0/8", "fd00::/8", "192.0.2.1/32", "::1/128"],
    });
  });

  it.each([
    "abc",
    "10.0.0.0/33",
    "::/129",
    "10.0.0.0/8,",
    "10.0.0.0/8,nope",
    "1.2.3.4/8/9",
    "-1",
    "1.5",
    "99",
    "10.0.0.0/-1",
  ])("refuses %j, naming the variable", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});

describe("normalizeIp", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:10.1.2.3", "10.1.2.3"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["203.0.113.9:8080", "203.0.113.9"],
    [" 198.51.100.2 ", "198.51.100.2"],
  ])("%j → %j", (input, expected) => expect(normalizeIp(input)).toBe(expected));

  it.each(["", "unknown", "999.1.1.1", "1.2.3", "<script>", "2001:db8::g"])("%j is not an address", (input) => {
    expect(normalizeIp(input)).toBeNull();
  });
});
