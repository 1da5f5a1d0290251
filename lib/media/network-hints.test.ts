import { describe, expect, it } from "vitest";
import { MIN_MEASURED_BYTES, measuredKbps, networkHints } from "./network-hints";

describe("measuredKbps", () => {
  it("turns bytes over milliseconds into kilobits per second", () => {
    expect(measuredKbps(125_000, 1000)).toBe(1000);
    expect(measuredKbps(MIN_MEASURED_BYTES, 1000)).toBe(Math.round((MIN_MEASURED_BYTES * 8) / 1000));
  });

  it("says nothing from a fetch too small or instantaneous to measure", () => {
    expect(measuredKbps(MIN_MEASURED_BYTES - 1, 1000)).toBeNull();
    expect(measuredKbps(1_000_000, 0)).toBeNull();
  });
});

describe("networkHints", () => {
  it("knows nothing without the API, a header or a measurement", () => {
    expect(networkHints(undefined, false, null)).toEqual({ saveData: false, throughputKbps: null });
  });

  it("takes Save-Data from the phone or from the request header", () => {
    expect(networkHints({ saveData: true }, false, null).saveData).toBe(true);
    expect(networkHints(undefined, true, null).saveData).toBe(true);
    expect(networkHints({ saveData: false }, false, null).saveData).toBe(false);
  });

  it("reads downlink in Mbps as kilobits per second", () => {
    expect(networkHints({ downlink: 1.45, effectiveType: "4g" }, false, null).throughputKbps).toBe(1450);
    expect(networkHints({ downlink: 0 }, false, null).throughputKbps).toBeNull();
  });

  it("holds a 2G connection at 2G speed whatever downlink says", () => {
    expect(networkHints({ downlink: 10, effectiveType: "2g" }, false, null).throughputKbps).toBe(50);
    expect(networkHints({ downlink: 0.03, effectiveType: "slow-2g" }, false, null).throughputKbps).toBe(30);
    expect(networkHints({ effectiveType: "2g" }, false, null).throughputKbps).toBe(50);
  });

  it("prefers what the player measured", () => {
    expect(networkHints({ downlink: 10, effectiveType: "2g" }, false, 800).throughputKbps).toBe(800);
  });
});
