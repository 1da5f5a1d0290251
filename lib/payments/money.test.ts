import { describe, expect, it } from "vitest";
import { formatNaira, formatPrice, showOriginalPrice } from "./money";

describe("formatNaira", () => {
  it.each([
    [5000, "₦5,000"],
    [2500, "₦2,500"],
    [15000, "₦15,000"],
    [1234567, "₦1,234,567"],
    [999, "₦999"],
    [0, "₦0"],
  ])("formats %d as %s", (amount, expected) => {
    expect(formatNaira(amount)).toBe(expected);
  });

  it("never shows decimals: fractional amounts are rounded", () => {
    expect(formatNaira(4999.6)).toBe("₦5,000");
    expect(formatNaira(4999.4)).toBe("₦4,999");
    expect(formatNaira(1234567.89)).toBe("₦1,234,568");
    expect(formatNaira(0.4)).toBe("₦0");
  });

  it.each([1.5, 2500.25, 99.99, 1234567.891, 0.001])("output for %d has no decimal point", (amount) => {
    expect(formatNaira(amount)).not.toContain(".");
  });

  it("puts the minus sign before the naira sign for negative amounts", () => {
    expect(formatNaira(-5000)).toBe("-₦5,000");
    expect(formatNaira(-1234567)).toBe("-₦1,234,567");
    expect(formatNaira(-2500.7)).toBe("-₦2,501");
  });

  it("does not show a negative zero", () => {
    expect(formatNaira(-0)).toBe("₦0");
    expect(formatNaira(-0.4)).toBe("₦0");
  });
});

describe("formatPrice", () => {
  it("shows 0 as Free", () => {
    expect(formatPrice(0)).toBe("Free");
  });

  it("formats non-zero prices in naira", () => {
    expect(formatPrice(5000)).toBe("₦5,000");
    expect(formatPrice(2500)).toBe("₦2,500");
    expect(formatPrice(15000)).toBe("₦15,000");
    expect(formatPrice(1234567)).toBe("₦1,234,567");
    expect(formatPrice(4999.6)).toBe("₦5,000");
    expect(formatPrice(-5000)).toBe("-₦5,000");
  });
});

describe("showOriginalPrice", () => {
  it("is true only when the original price is greater than the price", () => {
    expect(showOriginalPrice(5000, 7500)).toBe(true);
    expect(showOriginalPrice(0, 2500)).toBe(true);
    expect(showOriginalPrice(5000, 5000.01)).toBe(true);
  });

  it("is false when the original equals the price", () => {
    expect(showOriginalPrice(5000, 5000)).toBe(false);
    expect(showOriginalPrice(0, 0)).toBe(false);
  });

  it("is false when the original is lower than the price", () => {
    expect(showOriginalPrice(5000, 2500)).toBe(false);
    expect(showOriginalPrice(5000, 0)).toBe(false);
  });

  it("is false when there is no original price", () => {
    expect(showOriginalPrice(5000, null)).toBe(false);
    expect(showOriginalPrice(5000, undefined)).toBe(false);
  });

  it("narrows the original price to a number", () => {
    const original: number | null = 7500 as number | null;
    if (showOriginalPrice(5000, original)) {
      const n: number = original;
      expect(formatNaira(n)).toBe("₦7,500");
    } else {
      expect.unreachable("7500 > 5000 should show the original price");
    }
  });
});
