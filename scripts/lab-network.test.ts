import type { NetworkInterfaceInfo } from "node:os";
import { describe, expect, it } from "vitest";
import { labBanner, labUrl, lanAddresses } from "./lab-network";

const v4 = (address: string, internal = false) =>
  ({
    address,
    family: "IPv4",
    internal,
    netmask: "255.255.255.0",
    mac: "00:00:00:00:00:00",
    cidr: null,
  }) as NetworkInterfaceInfo;
const v6 = {
  address: "fe80::1",
  family: "IPv6",
  internal: false,
  netmask: "ffff::",
  mac: "00:00:00:00:00:00",
  cidr: null,
  scopeid: 1,
} as NetworkInterfaceInfo;

describe("lab network addresses", () => {
  it("keeps the reachable IPv4 addresses, private LAN ones first", () => {
    const found = lanAddresses({
      lo: [v4("127.0.0.1", true)],
      eth0: [v4("41.58.10.2"), v6],
      wlan0: [v4("192.168.43.1")],
      usb0: [v4("169.254.3.3")],
    });
    expect(found).toEqual([
      { interface: "wlan0", address: "192.168.43.1" },
      { interface: "eth0", address: "41.58.10.2" },
    ]);
    expect(labUrl(found, 3000)).toBe("http://192.168.43.1:3000");
    expect(labUrl(found, 80)).toBe("http://192.168.43.1");
    expect(lanAddresses({ a: [v4("172.16.0.9")], b: [v4("172.32.0.9")] })[0]!.address).toBe("172.16.0.9");
  });

  it("prints every address and a QR code of the first, or says plainly there is no network", async () => {
    const banner = await labBanner(
      [
        { interface: "wlan0", address: "192.168.43.1" },
        { interface: "eth0", address: "10.0.0.5" },
      ],
      3000,
    );
    expect(banner).toContain("http://192.168.43.1:3000   (wlan0)");
    expect(banner).toContain("http://10.0.0.5:3000   (eth0)");
    expect(banner).toMatch(/[▀▄█]/);
    expect(labUrl([], 3000)).toBeNull();
    expect(await labBanner([], 3000)).toMatch(/no network address found.*hotspot/);
  });
});
