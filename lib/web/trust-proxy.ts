// TRUST_PROXY, read the same way by the environment check (server/config/env-schema.ts) and
// by the HTTP runtime that decides each request's client address (runtime/client-ip.ts).
// Server-side only: it validates addresses with node:net.
import net from "node:net";

/** Unset: trust no proxy; a number of hops; or the proxies' addresses and ranges as CIDRs. */
export type TrustProxy = { hops: number } | { cidrs: string[] } | null;

const MAX_HOPS = 32;

/** "::ffff:10.0.0.1" → "10.0.0.1"; "[::1]:443" → "::1"; "10.0.0.1:80" → "10.0.0.1"; anything else that is not an IP → null. */
export function normalizeIp(value: unknown): string | null {
  let text = String(value ?? "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) text = mapped[1]!;
  const family = net.isIP(text);
  if (family === 4) return text;
  if (family === 6) return text.toLowerCase();
  return null;
}

/** "10.0.0.0/8" → "10.0.0.0/8"; "192.0.2.1" → "192.0.2.1/32"; not an address or range → null. */
function normalizeCidr(entry: string): string | null {
  const [address = "", prefix, ...rest] = entry.split("/");
  const ip = normalizeIp(address);
  if (!ip || rest.length > 0 || address.trim() !== address) return null;
  const max = net.isIP(ip) === 4 ? 32 : 128;
  if (prefix === undefined) return `${ip}/${max}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return null;
  return `${ip}/${Number(prefix)}`;
}

/**
 * TRUST_PROXY as the server applies it: unset, empty or 0 → null (trust no proxy); a whole
 * number N → { hops: N }; a comma-separated list of addresses or CIDRs → { cidrs }. Throws an
 * Error naming TRUST_PROXY for anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = String(value ?? "").trim();
  if (text === "") return null;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS)
      throw new Error(
        `TRUST_PROXY must be a number of proxy hops from 0 to ${MAX_HOPS}, or a comma-separated list of CIDRs`,
      );
    return hops === 0 ? null : { hops };
  }
  const cidrs = text.split(",").map((entry) => {
    const trimmed = entry.trim();
    const cidr = trimmed === "" ? null : normalizeCidr(trimmed);
    if (!cidr)
      throw new Error(
        `TRUST_PROXY: "${trimmed}" is not an IP address or CIDR (e.g. 10.0.0.0/8, fd00::/8), nor is the whole value a number of hops`,
      );
    return cidr;
  });
  return { cidrs };
}
