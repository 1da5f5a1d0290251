import { describe, expect, it } from "vitest";
import { BYTES_PER_GB, BYTES_PER_MB, costOn, describeCost, formatDataCost, formatDataSize, nairaFor } from "./data-cost";

describe("formatDataSize", () => {
  it.each([
    [0, "under 0.1 MB"],
    [0.1 * BYTES_PER_MB - 1, "under 0.1 MB"],
    [0.1 * BYTES_PER_MB, "0.1 MB"],
    [4.84 * BYTES_PER_MB, "4.8 MB"],
    [4.85 * BYTES_PER_MB, "4.9 MB"],
    [9.94 * BYTES_PER_MB, "9.9 MB"],
    [9.96 * BYTES_PER_MB, "10.0 MB"],
    [10 * BYTES_PER_MB, "10 MB"],
    [52.4 * BYTES_PER_MB, "52 MB"],
    [1023.4 * BYTES_PER_MB, "1023 MB"],
    [1023.6 * BYTES_PER_MB, "1 GB"],
    [1500 * BYTES_PER_MB, "1.5 GB"],
    [10 * BYTES_PER_GB, "10 GB"],
    [12_345 * BYTES_PER_GB, "12,345 GB"],
  ])("%d bytes is %s", (bytes, shown) => {
    expect(formatDataSize(bytes)).toBe(shown);
  });

  it("counts a megabyte as 1024 × 1024 bytes, as the networks do", () => {
    expect(formatDataSize(5_000_000)).toBe("4.8 MB");
  });
});

describe("nairaFor", () => {
  it("prices a gigabyte of 1024 MB at the tariff", () => {
    expect(nairaFor(BYTES_PER_GB, 350)).toBe(350);
    expect(nairaFor(512 * BYTES_PER_MB, 750)).toBe(375);
    expect(nairaFor(0, 500)).toBe(0);
  });
});

describe("formatDataCost", () => {
  it.each([
    [0, "under ₦1"],
    [0.49, "under ₦1"],
    [0.5, "about ₦1"],
    [1.7, "about ₦2"],
    [1349.6, "about ₦1,350"],
  ])("₦%d is shown as %s", (naira, shown) => {
    expect(formatDataCost(naira)).toBe(shown);
  });
});

describe("costOn", () => {
  it("prices bytes at the network's tariff", () => {
    const mtn = { network: "mtn", name: "MTN", naira_per_gb: 350 };
    expect(costOn(10 * BYTES_PER_MB, mtn)).toBe("about ₦3");
    expect(costOn(BYTES_PER_MB, mtn)).toBe("under ₦1");
  });
});

describe("describeCost", () => {
  const tariffs = [
    { network: "mtn", name: "MTN", naira_per_gb: 350 },
    { network: "airtel", name: "Airtel", naira_per_gb: 500 },
    { network: "glo", name: "Glo", naira_per_gb: 750 },
  ];
  const size = 10 * BYTES_PER_MB;

  it("prices at the student's network", () => {
    expect(describeCost(size, tariffs, "glo")).toBe("about ₦7 on Glo");
  });

  it("prices at every network until the student chooses one, or when theirs is no longer listed", () => {
    const everyNetwork = "MTN ₦3 · Airtel ₦5 · Glo ₦7";
    expect(describeCost(size, tariffs, null)).toBe(everyNetwork);
    expect(describeCost(size, tariffs, "ntel")).toBe(everyNetwork);
    expect(describeCost(1000, tariffs, null)).toBe("MTN under ₦1 · Airtel under ₦1 · Glo under ₦1");
  });

  it("says nothing of a size it does not know", () => {
    expect(describeCost(null, tariffs, "mtn")).toBe("");
  });
});
