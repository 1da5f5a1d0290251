// Lab mode (npm run lab, docs/schools.md): the addresses phones on the same Wi-Fi or hotspot
// open. A laptop has several interfaces; the private IPv4 ones of a LAN come first (a hotspot's
// 192.168.x, a school router's 10.x or 172.16–31.x), loopback and link-local never.
import type { NetworkInterfaceInfo } from "node:os";
import QRCode from "qrcode";

export type LanAddress = { interface: string; address: string };

const isPrivate = (ip: string) => /^10\./.test(ip) || /^192\.168\./.test(ip) || /^172\.(1[6-9]|2\d|3[01])\./.test(ip);

/** The IPv4 addresses other machines can reach this one at, private ones first. */
export function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): LanAddress[] {
  const found: LanAddress[] = [];
  for (const [name, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family !== "IPv4" || info.internal || info.address.startsWith("169.254.")) continue;
      found.push({ interface: name, address: info.address });
    }
  }
  return found.sort((a, b) => Number(isPrivate(b.address)) - Number(isPrivate(a.address)));
}

/** The app's address on the LAN: http, the machine's first LAN address, the port (no trailing slash). */
export function labUrl(addresses: readonly LanAddress[], port: number): string | null {
  const first = addresses[0];
  return first ? `http://${first.address}${port === 80 ? "" : `:${port}`}` : null;
}

/** What the launcher prints: every address, and the first as a QR code a phone's camera opens. */
export async function labBanner(addresses: readonly LanAddress[], port: number): Promise<string> {
  const url = labUrl(addresses, port);
  if (!url) {
    return [
      "Lab mode: no network address found. Turn on the laptop's Wi-Fi hotspot or join the school's Wi-Fi, then start again.",
      `Until then the app answers on this machine only: http://localhost:${port}`,
    ].join("\n");
  }
  const qr = await QRCode.toString(url, { type: "terminal", small: true });
  return [
    "Lab mode: phones on the same Wi-Fi or hotspot open",
    ...addresses.map((a) => `  http://${a.address}:${port}   (${a.interface})`),
    "",
    `Scan to open ${url}:`,
    qr,
  ].join("\n");
}
