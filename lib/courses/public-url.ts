// Whether a URL a tutor gives for a lesson video (the videoUrl of docs/product-spec.md part 3) is an https
// address on the public internet. The server never fetches it, the student's browser plays
// it; the rule keeps lessons from pointing browsers at the student's own network (a router
// page, localhost) and keeps plain http off pages served over https. Host names are not
// resolved: an IP literal is judged by its range, a name by its suffix.

const PRIVATE_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/;

/** IPv4 ranges that are not public unicast: [first octets as a number, prefix length]. */
const PRIVATE_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const v4Number = (ip: string) => ip.split(".").reduce((n, octet) => n * 256 + Number(octet), 0);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isPrivateV4(ip: string): boolean {
  const n = v4Number(ip);
  return PRIVATE_V4.some(
    ([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(v4Number(base) / 2 ** (32 - bits)),
  );
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (compressed, no IPv4 tail). */
function v6Groups(ip: string): number[] {
  const [head = "", tail] = ip.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

// Only global unicast (2000::/3) is public; inside it, documentation (2001:db8::/32) and the
// tunnels that embed an IPv4 address (Teredo 2001::/32, 6to4 2002::/16) are refused too.
function isPrivateV6(ip: string): boolean {
  const [a = 0, b = 0] = v6Groups(ip);
  if (a >> 13 !== 1) return true;
  return (a === 0x2001 && (b === 0x0db8 || b === 0)) || a === 0x2002;
}

export const publicUrlMessages = {
  invalid: "videoUrl must be a valid URL",
  https: "videoUrl must be an https:// address",
  credentials: "videoUrl must not contain a user name or password",
  privateHost: "videoUrl must point to a public host, not localhost or a private network address",
} as const;

/** Why `raw` is not a public https URL, or null when it is. */
export function publicHttpsUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return publicUrlMessages.invalid;
  }
  if (url.protocol !== "https:") return publicUrlMessages.https;
  if (url.username || url.password) return publicUrlMessages.credentials;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[")) return isPrivateV6(host.slice(1, -1)) ? publicUrlMessages.privateHost : null;
  if (IPV4.test(host)) return isPrivateV4(host) ? publicUrlMessages.privateHost : null;
  if (!host.includes(".") || PRIVATE_NAME.test(host)) return publicUrlMessages.privateHost;
  return null;
}
