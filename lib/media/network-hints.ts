import type { NetworkHints } from "./choose-rendition";

// What the phone tells about its connection (the Network Information API, Chrome on Android)
// and what the player measured itself. navigator.connection.downlink is Chrome's estimate in
// Mbps, capped at 10; a measurement from bytes this page really fetched is preferred to it.

export type ConnectionInfo = { saveData?: boolean; downlink?: number; effectiveType?: string };

// Fewer bytes than this say more about latency than throughput.
export const MIN_MEASURED_BYTES = 64 * 1024;

/** Kilobits per second of a fetch of `bytes` that took `ms`; null when it is too small to tell. */
export function measuredKbps(bytes: number, ms: number): number | null {
  if (bytes < MIN_MEASURED_BYTES || ms <= 0) return null;
  return Math.round((bytes * 8) / ms);
}

// Chrome names a connection "2g" below about 70 kbps; its downlink figure is then no better a guide.
const TWO_G_KBPS = 50;

export function networkHints(connection: ConnectionInfo | undefined, saveDataHeader: boolean, measured: number | null): NetworkHints {
  const twoG = connection?.effectiveType === "slow-2g" || connection?.effectiveType === "2g";
  const downlinkKbps = typeof connection?.downlink === "number" && connection.downlink > 0 ? connection.downlink * 1000 : null;
  const estimate = twoG ? Math.min(downlinkKbps ?? TWO_G_KBPS, TWO_G_KBPS) : downlinkKbps;
  return { saveData: saveDataHeader || connection?.saveData === true, throughputKbps: measured ?? estimate };
}
