import { describe, expect, it } from "vitest";
import { itemFlag } from "./item-flag";

const stats = (facility: number | null, discrimination: number | null) => ({
  responses: facility === null ? 12 : 40,
  facility,
  discrimination,
});

describe("itemFlag", () => {
  it("says nothing before the figures exist", () => {
    expect(itemFlag(stats(null, null))).toBeNull();
  });

  it("a negative discrimination asks to check the key, before anything else", () => {
    expect(itemFlag(stats(0.5, -0.001))).toBe("check_key");
    expect(itemFlag(stats(0.95, -0.2))).toBe("check_key");
    expect(itemFlag(stats(0.5, 0))).toBeNull();
  });

  it("too easy from a facility of 0.9, too hard at 0.2 and below", () => {
    expect(itemFlag(stats(0.899, 0.3))).toBeNull();
    expect(itemFlag(stats(0.9, 0.3))).toBe("too_easy");
    expect(itemFlag(stats(1, null))).toBe("too_easy");
    expect(itemFlag(stats(0.201, 0.3))).toBeNull();
    expect(itemFlag(stats(0.2, 0.3))).toBe("too_hard");
    expect(itemFlag(stats(0, null))).toBe("too_hard");
  });
});
