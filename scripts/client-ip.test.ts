import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, normalizeIp, parseTrustProxy, selectClientIp, stampClientIp } from "./client-ip.mjs";
import type { IncomingMessage } from "node:http";

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
    const trust = parseTrustProxy("10.0.0.0/8, fd00::/8,192.0.2.1");
    expect(trust && "cidrs" in trust ? trust.cidrs : null).toEqual(["10.0.0.0/8", "fd00::/8", "192.0.2.1/32"]);
  });

  it.each(["abc", "10.0.0.0/33", "::/129", "10.0.0.0/8,", "10.0.0.0/8,nope", "1.2.3.4/8/9", "-1", "1.5", "99", "10.0.0.0/-1"])("refuses %j, naming the variable", (value) => {
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

describe("selectClientIp", () => {
  it("uses the socket and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(selectClientIp("198.51.100.7", "203.0.113.1", null)).toBe("198.51.100.7");
    expect(selectClientIp("::ffff:198.51.100.7", "203.0.113.1", null)).toBe("198.51.100.7");
    expect(selectClientIp(undefined, "203.0.113.1", null)).toBe("unknown");
  });

  it("with N hops, takes the address N hops left of the socket", () => {
    const one = parseTrustProxy("1");
    const two = parseTrustProxy("2");
    expect(selectClientIp("10.0.0.2", "invented, 203.0.113.5", one)).toBe("203.0.113.5");
    expect(selectClientIp("10.0.0.2", "9.9.9.9, 203.0.113.5, 10.0.0.1", two)).toBe("203.0.113.5");
    expect(selectClientIp("10.0.0.2", "9.9.9.9, 203.0.113.5, 10.0.0.1", one)).toBe("10.0.0.1");
  });

  it("with more hops than the chain has, takes its left-most address", () => {
    expect(selectClientIp("10.0.0.2", "203.0.113.5", parseTrustProxy("5"))).toBe("203.0.113.5");
    expect(selectClientIp("10.0.0.2", undefined, parseTrustProxy("1"))).toBe("10.0.0.2");
  });

  it("with CIDRs, takes the right-most address that is not a trusted proxy", () => {
    const trust = parseTrustProxy("10.0.0.0/8, 172.16.0.0/12");
    expect(selectClientIp("10.0.0.2", "1.1.1.1, 203.0.113.5, 172.16.4.4", trust)).toBe("203.0.113.5");
    // A request straight from an untrusted address: its own header counts for nothing.
    expect(selectClientIp("198.51.100.7", "203.0.113.5", trust)).toBe("198.51.100.7");
    // Every hop trusted: the left-most.
    expect(selectClientIp("10.0.0.2", "10.9.9.9", trust)).toBe("10.9.9.9");
  });

  it("matches IPv6 proxies and IPv4-mapped sockets", () => {
    const trust = parseTrustProxy("::1/128, fd00::/8, 127.0.0.1");
    expect(selectClientIp("::1", "2001:db8::7, fd12::1", trust)).toBe("2001:db8::7");
    expect(selectClientIp("::ffff:127.0.0.1", "203.0.113.5", trust)).toBe("203.0.113.5");
    expect(selectClientIp("::ffff:127.0.0.1", "::ffff:203.0.113.5", trust)).toBe("203.0.113.5");
  });

  it("stops at a hop that is not an address, at the trusted proxy that reported it", () => {
    const trust = parseTrustProxy("10.0.0.0/8");
    expect(selectClientIp("10.0.0.2", "203.0.113.5, garbage", trust)).toBe("10.0.0.2");
    expect(selectClientIp("10.0.0.2", "garbage, 10.0.0.9", trust)).toBe("10.0.0.9");
    expect(selectClientIp("10.0.0.2", "<script>", parseTrustProxy("1"))).toBe("10.0.0.2");
    expect(selectClientIp("10.0.0.2", " , ,203.0.113.5", parseTrustProxy("1"))).toBe("203.0.113.5");
  });

  it("reads X-Forwarded-For given as several headers", () => {
    expect(selectClientIp("10.0.0.2", ["203.0.113.5", "198.51.100.1"], parseTrustProxy("2"))).toBe("203.0.113.5");
  });
});

describe("stampClientIp", () => {
  it("overwrites a client's own copy of the header", () => {
    const req = { socket: { remoteAddress: "198.51.100.7" }, headers: { [CLIENT_IP_HEADER]: "1.2.3.4", "x-forwarded-for": "5.6.7.8" } };
    stampClientIp(req as unknown as IncomingMessage, null);
    expect(req.headers[CLIENT_IP_HEADER]).toBe("198.51.100.7");
  });
});
