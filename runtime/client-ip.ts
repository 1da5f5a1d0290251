// Who the client is, decided once per request from the socket and TRUST_PROXY, and handed to
// the app in a header no client can set: any copy a request brings is replaced
// (CLIENT_IP_HEADER, server/runtime-bridge.ts).
import type { IncomingMessage } from "node:http";
import net from "node:net";
import { normalizeIp, type TrustProxy } from "../lib/web/trust-proxy";
import { CLIENT_IP_HEADER } from "../server/runtime-bridge";
import type { Stage } from "./stage";

/** TRUST_PROXY ready to apply: no proxy, the N right-most hops, or a test of a proxy's address. */
export type ProxyTrust = null | { hops: number } | { isTrusted(ip: string): boolean };

export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if (setting === null || "hops" in setting) return setting;
  const blocks = new net.BlockList();
  for (const cidr of setting.cidrs) {
    const [ip = "", prefix] = cidr.split("/");
    blocks.addSubnet(ip, Number(prefix), net.isIP(ip) === 4 ? "ipv4" : "ipv6");
  }
  return { isTrusted: (ip) => blocks.check(ip, net.isIP(ip) === 4 ? "ipv4" : "ipv6") };
}

/**
 * The client's address: the socket's when no proxy is trusted; else the right-most address of
 * X-Forwarded-For + socket that is not a trusted proxy (N hops: the N right-most are trusted).
 * A hop that is not an IP address ends the walk at the trusted proxy that reported it.
 */
export function selectClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string {
  const socket = normalizeIp(socketAddress) ?? "unknown";
  if (!trust || socket === "unknown") return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [...header.split(",").filter((hop) => hop.trim() !== ""), socket];
  let client = socket;
  for (let i = chain.length - 1, hop = 0; i >= 0; i--, hop++) {
    const ip = normalizeIp(chain[i]);
    if (ip === null) return client;
    client = ip;
    const isTrusted = "hops" in trust ? hop < trust.hops : trust.isTrusted(ip);
    if (!isTrusted) return ip;
  }
  return client;
}

/** Replaces whatever the request says in CLIENT_IP_HEADER with the address decided here. */
export function stampClientIp(req: IncomingMessage, trust: ProxyTrust): void {
  req.headers[CLIENT_IP_HEADER] = selectClientIp(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trust);
}

export const UNTRUSTED_PROXY_WARNING =
  "A request came with X-Forwarded-For but TRUST_PROXY is unset, so every client behind that proxy shares its address and its rate limits (ten sign-ups end sign-up for all). Set TRUST_PROXY=1 when one load balancer sits in front of the app, or TRUST_PROXY to its addresses (CIDR).";

export const clientIpStage = (
  trust: ProxyTrust,
  warn: (line: string) => void = (line) => console.warn(`[examprep] ${line}`),
): Stage => {
  let warned = false;
  return (req, _res, next) => {
    if (!trust && !warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      warn(UNTRUSTED_PROXY_WARNING);
    }
    stampClientIp(req, trust);
    next();
  };
};
