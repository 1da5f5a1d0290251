// Who the client is, decided once by the HTTP server in front of Next.js from the socket and
// TRUST_PROXY, and handed to the app in a header no client can set: the server removes any copy
// a request brings and writes its own (CLIENT_IP_HEADER). The app reads that header only when
// this process runs such a server (`clientIpRegistry` on globalThis), so plain `next dev` or
// `next start` never trust a client-supplied address. See CONTRACT.md, "Trust".
//   const trust = parseTrustProxy(process.env.TRUST_PROXY);
//   stampClientIp(req, trust);   // first thing for every request
import net from "node:net";

export const CLIENT_IP_HEADER = "x-examprep-client-ip";
export const clientIpRegistry = Symbol.for("examprep.clientIp");

const MAX_HOPS = 32;

/** "::ffff:10.0.0.1" → "10.0.0.1"; "[::1]:443" → "::1"; "10.0.0.1:80" → "10.0.0.1"; anything else that is not an IP → null. */
export function normalizeIp(value) {
  let text = String(value ?? "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) text = mapped[1];
  const family = net.isIP(text);
  if (family === 4) return text;
  if (family === 6) return text.toLowerCase();
  return null;
}

function parseCidr(entry) {
  const [address, prefix, ...rest] = entry.split("/");
  const ip = normalizeIp(address);
  if (!ip || rest.length > 0 || address.trim() !== address) return null;
  const type = net.isIP(ip) === 4 ? "ipv4" : "ipv6";
  const max = type === "ipv4" ? 32 : 128;
  if (prefix === undefined) return { ip, prefix: max, type };
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return null;
  return { ip, prefix: Number(prefix), type };
}

/**
 * TRUST_PROXY as the server applies it: unset or empty → null (trust no proxy); a whole number
 * N → { hops: N }; a comma-separated list of addresses or CIDRs → { cidrs }. Throws an Error
 * naming TRUST_PROXY for anything else.
 */
export function parseTrustProxy(value) {
  const text = String(value ?? "").trim();
  if (text === "") return null;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY must be a number of proxy hops from 0 to ${MAX_HOPS}, or a comma-separated list of CIDRs`);
    return hops === 0 ? null : { hops };
  }
  const blocks = new net.BlockList();
  const cidrs = [];
  for (const entry of text.split(",").map((e) => e.trim())) {
    const cidr = entry === "" ? null : parseCidr(entry);
    if (!cidr) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR (e.g. 10.0.0.0/8, fd00::/8), nor is the whole value a number of hops`);
    blocks.addSubnet(cidr.ip, cidr.prefix, cidr.type);
    cidrs.push(`${cidr.ip}/${cidr.prefix}`);
  }
  return { cidrs, blocks };
}

const trusted = (trust, ip) => trust.blocks.check(ip, net.isIP(ip) === 4 ? "ipv4" : "ipv6");

/**
 * The client's address: the socket's when no proxy is trusted; else the right-most address of
 * X-Forwarded-For + socket that is not a trusted proxy (N hops: the N right-most are trusted).
 * A hop that is not an IP address ends the walk at the trusted proxy that reported it.
 */
export function selectClientIp(socketAddress, forwardedFor, trust) {
  const socket = normalizeIp(socketAddress) ?? "unknown";
  if (!trust || socket === "unknown") return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [...header.split(",").filter((hop) => hop.trim() !== ""), socket];
  let client = socket;
  for (let i = chain.length - 1, hop = 0; i >= 0; i--, hop++) {
    const ip = normalizeIp(chain[i]);
    if (ip === null) return client;
    client = ip;
    const isTrusted = "hops" in trust ? hop < trust.hops : trusted(trust, ip);
    if (!isTrusted) return ip;
  }
  return client;
}

/** Replaces whatever the request says in CLIENT_IP_HEADER with the address this server decided on. */
export function stampClientIp(req, trust) {
  req.headers[CLIENT_IP_HEADER] = selectClientIp(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trust);
}
