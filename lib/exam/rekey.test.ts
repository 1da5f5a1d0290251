import { describe, expect, it } from "vitest";
import { keyOnShownPaper } from "./rekey";

const OLD = ["Lagos", "Abuja", "Kano", "Ibadan"];

describe("keyOnShownPaper", () => {
  it("the corrected key, in the order the candidate saw the options", () => {
    // Current version: same options, key corrected from Lagos (0) to Abuja (1).
    const current = { options: OLD, answerIndex: 1 };
    expect(keyOnShownPaper(current, { options: OLD, optionOrder: [0, 1, 2, 3] })).toBe("B");
    // Shown as [Kano, Ibadan, Abuja, Lagos]: Abuja was C.
    expect(keyOnShownPaper(current, { options: OLD, optionOrder: [2, 3, 1, 0] })).toBe("C");
    expect(keyOnShownPaper(current, { options: OLD, optionOrder: [1, 0, 3, 2] })).toBe("A");
  });

  it("no recorded order: the options were shown as stored", () => {
    expect(keyOnShownPaper({ options: OLD, answerIndex: 3 }, { options: OLD, optionOrder: [] })).toBe("D");
  });

  it("finds the right option by its text when the current version reordered the options", () => {
    // Current options reordered; Abuja is now index 3.
    const current = { options: ["Kano", "Ibadan", "Lagos", "Abuja"], answerIndex: 3 };
    expect(keyOnShownPaper(current, { options: OLD, optionOrder: [0, 1, 2, 3] })).toBe("B");
    expect(keyOnShownPaper(current, { options: OLD, optionOrder: [3, 2, 1, 0] })).toBe("C");
  });

  it("matches text regardless of case and spacing", () => {
    const current = { options: ["lagos", " ABUJA ", "Kano", "Ibadan"], answerIndex: 1 };
    expect(keyOnShownPaper(current, { options: OLD, optionOrder: [0, 1, 2, 3] })).toBe("B");
  });

  it("a reworded right option stands in its original place", () => {
    // "Abuja" became "Abuja (FCT)" in the current version: the shown option 1 is it.
    const current = { options: ["Lagos", "Abuja (FCT)", "Kano", "Ibadan"], answerIndex: 1 };
    expect(keyOnShownPaper(current, { options: OLD, optionOrder: [3, 1, 0, 2] })).toBe("B");
    expect(keyOnShownPaper(current, { options: OLD, optionOrder: [3, 2, 0, 1] })).toBe("D");
  });

  it("five options shown as E", () => {
    const five = ["1", "2", "3", "4", "5"];
    expect(keyOnShownPaper({ options: five, answerIndex: 4 }, { options: five, optionOrder: [0, 1, 2, 3, 4] })).toBe(
      "E",
    );
  });

  it("null when the right option cannot be placed on the shown paper", () => {
    // A fifth option that is right now, and the candidate saw four.
    const current = { options: [...OLD, "Port Harcourt"], answerIndex: 4 };
    expect(keyOnShownPaper(current, { options: OLD, optionOrder: [0, 1, 2, 3] })).toBeNull();
    // An order that does not show the right option's original index.
    expect(keyOnShownPaper({ options: OLD, answerIndex: 1 }, { options: OLD, optionOrder: [0, 2, 3] })).toBeNull();
    // A broken current version.
    expect(keyOnShownPaper({ options: OLD, answerIndex: 7 }, { options: OLD, optionOrder: [] })).toBeNull();
  });
});
