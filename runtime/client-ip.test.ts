import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "../lib/web/trust-proxy";
import { CLIENT_IP_HEADER } from "../server/runtime-bridge";
import { clientIpStage, proxyTrust, selectClientIp, stampClientIp, UNTRUSTED_PROXY_WARNING } from "./client-ip";

const trust = (setting: string | undefined) => proxyTrust(parseTrustProxy(setting));

describe("selectClientIp", () => {
  it("uses the socket and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(selectClientIp("198.51.100.7", "203.0.113.1", null)).toBe("198.51.100.7");
    expect(selectClientIp("::ffff:198.51.100.7", "203.0.113.1", null)).toBe("198.51.100.7");
    expect(selectClientIp(undefined, "203.0.113.1", null)).toBe("unknown");
  });

  it("with N hops, takes the address N hops left of the socket", () => {
    expect(selectClientIp("10.0.0.2", "invented, 203.0.113.5", trust("1"))).toBe("203.0.113.5");
    expect(selectClientIp("10.0.0.2", "9.9.9.9, 203.0.113.5, 10.0.0.1", trust("2"))).toBe("203.0.113.5");
    expect(selectClientIp("10.0.0.2", "9.9.9.9, 203.0.113.5, 10.0.0.1", trust("1"))).toBe("10.0.0.1");
  });

  it("with more hops than the chain has, takes its left-most address", () => {
    expect(selectClientIp("10.0.0.2", "203.0.113.5", trust("5"))).toBe("203.0.113.5");
    expect(selectClientIp("10.0.0.2", undefined, trust("1"))).toBe("10.0.0.2");
  });

  it("with CIDRs, takes the right-most address that is not a trusted proxy", () => {
    const proxies = trust("10.0.0.0/8, 172.16.0.0/12");
    expect(selectClientIp("10.0.0.2", "1.1.1.1, 203.0.113.5, 172.16.4.4", proxies)).toBe("203.0.113.5");
    // A request straight from an untrusted address: its own header counts for nothing.
    expect(selectClientIp("198.51.100.7", "203.0.113.5", proxies)).toBe("198.51.100.7");
    // Every hop trusted: the left-most.
    expect(selectClientIp("10.0.0.2", "10.9.9.9", proxies)).toBe("10.9.9.9");
  });

  it("matches IPv6 proxies and IPv4-mapped sockets", () => {
    const proxies = trust("::1/128, fd00::/8, 127.0.0.1");
    expect(selectClientIp("::1", "2001:db8::7, fd12::1", proxies)).toBe("2001:db8::7");
    expect(selectClientIp("::ffff:127.0.0.1", "203.0.113.5", proxies)).toBe("203.0.113.5");
    expect(selectClientIp("::ffff:127.0.0.1", "::ffff:203.0.113.5", proxies)).toBe("203.0.113.5");
  });

  it("stops at a hop that is not an address, at the trusted proxy that reported it", () => {
    const proxies = trust("10.0.0.0/8");
    expect(selectClientIp("10.0.0.2", "203.0.113.5, garbage", proxies)).toBe("10.0.0.2");
    expect(selectClientIp("10.0.0.2", "garbage, 10.0.0.9", proxies)).toBe("10.0.0.9");
    expect(selectClientIp("10.0.0.2", "<script>", trust("1"))).toBe("10.0.0.2");
    expect(selectClientIp("10.0.0.2", " , ,203.0.113.5", trust("1"))).toBe("203.0.113.5");
  });

  it("reads X-Forwarded-For given as several headers", () => {
    expect(selectClientIp("10.0.0.2", ["203.0.113.5", "198.51.100.1"], trust("2"))).toBe("203.0.113.5");
  });
});

describe("stampClientIp", () => {
  it("overwrites a client's own copy of the header", () => {
    const req = {
      socket: { remoteAddress: "198.51.100.7" },
      headers: { [CLIENT_IP_HEADER]: "1.2.3.4", "x-forwarded-for": "5.6.7.8" },
    };
    stampClientIp(req as unknown as IncomingMessage, null);
    expect(req.headers[CLIENT_IP_HEADER]).toBe("198.51.100.7");
  });
});

describe("clientIpStage", () => {
  const request = (headers: Record<string, string>) =>
    ({ headers, socket: { remoteAddress: "10.0.0.9" } }) as unknown as IncomingMessage;
  const run = (stage: ReturnType<typeof clientIpStage>, headers: Record<string, string>) =>
    stage(request(headers), {} as never, () => undefined);

  it("warns once, saying what to set, when a proxy forwards and TRUST_PROXY is unset", () => {
    const lines: string[] = [];
    const stage = clientIpStage(null, (line) => lines.push(line));
    run(stage, {});
    expect(lines).toEqual([]);
    run(stage, { "x-forwarded-for": "203.0.113.5" });
    run(stage, { "x-forwarded-for": "203.0.113.6" });
    expect(lines).toEqual([UNTRUSTED_PROXY_WARNING]);
    expect(UNTRUSTED_PROXY_WARNING).toContain("TRUST_PROXY=1");
  });

  it("says nothing when the proxy is trusted", () => {
    const lines: string[] = [];
    run(
      clientIpStage(trust("1"), (line) => lines.push(line)),
      { "x-forwarded-for": "203.0.113.5" },
    );
    expect(lines).toEqual([]);
  });
});
