import { describe, expect, it } from "vitest";
import { formatCount, formatRating, plural, showingRange } from "./format";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [12345, "12,345"],
    [1234567, "1,234,567"],
    [-4200, "-4,200"],
  ])("formats %d as %s", (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });
});

describe("plural", () => {
  it("uses the singular only for exactly 1", () => {
    expect(plural(1, "lesson")).toBe("1 lesson");
  });

  it("adds an s by default for other counts", () => {
    expect(plural(0, "lesson")).toBe("0 lessons");
    expect(plural(2, "lesson")).toBe("2 lessons");
    expect(plural(1.5, "hour")).toBe("1.5 hours");
  });

  it("uses the given plural form", () => {
    expect(plural(1, "quiz", "quizzes")).toBe("1 quiz");
    expect(plural(3, "quiz", "quizzes")).toBe("3 quizzes");
    expect(plural(2, "person", "people")).toBe("2 people");
  });

  it("formats the count with thousands separators", () => {
    expect(plural(12500, "student")).toBe("12,500 students");
  });
});

describe("formatRating", () => {
  it("shows one decimal place", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.25)).toBe("4.3");
    expect(formatRating(3.14159)).toBe("3.1");
    expect(formatRating(5)).toBe("5.0");
  });

  it("keeps a rating of 0 instead of the default", () => {
    expect(formatRating(0)).toBe("0.0");
  });

  it("defaults to 4.5 when there is no rating", () => {
    expect(formatRating(null)).toBe("4.5");
    expect(formatRating(undefined)).toBe("4.5");
  });
});

describe("showingRange", () => {
  it.each([
    [1, 12, 14, "Showing 1–12 of 14 courses"],
    [2, 12, 14, "Showing 13–14 of 14 courses"],
    [2, 12, 13, "Showing 13 of 13 courses"],
    [1, 12, 12, "Showing 1–12 of 12 courses"],
    [1, 12, 1, "Showing 1 of 1 course"],
    [1, 12, 0, "Showing 0 of 0 courses"],
    [3, 12, 14, "Showing 0 of 14 courses"],
    [1, 1000, 1500, "Showing 1–1,000 of 1,500 courses"],
  ])("page %d of %d per page, %d matching: %s", (page, limit, matching, expected) => {
    expect(showingRange(page, limit, matching, "course")).toBe(expected);
  });
});
