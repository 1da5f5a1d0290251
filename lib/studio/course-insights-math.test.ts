import { describe, expect, it } from "vitest";
import {
  averageCompletion,
  completionBucket,
  lagosMonth,
  lastMonths,
  monthLabel,
  monthStart,
  percentOf,
  recentSince,
  revenueByMonth,
  summariseCompletion,
} from "./course-insights-math";

describe("completionBucket", () => {
  it.each([
    [0, 4, "0"],
    [1, 4, "1-25"],
    [1, 3, "26-50"],
    [2, 4, "26-50"],
    [3, 5, "51-75"],
    [3, 4, "51-75"],
    [4, 5, "76-99"],
    [99, 100, "76-99"],
    [4, 4, "100"],
    [5, 4, "100"],
  ] as const)("%i of %i lessons → %s", (completed, lessons, bucket) => {
    expect(completionBucket(completed, lessons)).toBe(bucket);
  });

  it("one lesson of a hundred is not 0 %, and a course without lessons puts everyone at 0", () => {
    expect(completionBucket(1, 100)).toBe("1-25");
    expect(completionBucket(0, 0)).toBe("0");
    expect(completionBucket(3, 0)).toBe("0");
  });

  it("the edges of 25, 50 and 75 % stay in the lower bucket", () => {
    expect(completionBucket(25, 100)).toBe("1-25");
    expect(completionBucket(26, 100)).toBe("26-50");
    expect(completionBucket(50, 100)).toBe("26-50");
    expect(completionBucket(51, 100)).toBe("51-75");
    expect(completionBucket(75, 100)).toBe("51-75");
    expect(completionBucket(76, 100)).toBe("76-99");
  });
});

describe("summariseCompletion", () => {
  it("students who never opened a lesson are at 0 % with those who opened but finished none", () => {
    const summary = summariseCompletion(
      [
        { completed: 0, students: 2 },
        { completed: 1, students: 1 },
        { completed: 4, students: 1 },
      ],
      6,
      4,
    );
    expect(summary).toEqual({
      started: 4,
      average_percent: 20.8,
      completed: 1,
      distribution: [
        { bucket: "0", students: 4 },
        { bucket: "1-25", students: 1 },
        { bucket: "26-50", students: 0 },
        { bucket: "51-75", students: 0 },
        { bucket: "76-99", students: 0 },
        { bucket: "100", students: 1 },
      ],
    });
  });

  it("nobody enrolled: zeros, no division by zero", () => {
    const summary = summariseCompletion([], 0, 5);
    expect(summary.average_percent).toBe(0);
    expect(summary.started).toBe(0);
    expect(summary.distribution.every((d) => d.students === 0)).toBe(true);
  });

  it("completions beyond the lessons left (a lesson deleted since) count as finishing", () => {
    expect(summariseCompletion([{ completed: 5, students: 1 }], 1, 4)).toMatchObject({
      completed: 1,
      average_percent: 100,
    });
  });
});

describe("percentages", () => {
  it("rounds to one decimal place and answers 0 without a whole", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });

  it("the average completion is every completion over every lesson the enrolled could complete", () => {
    expect(averageCompletion(5, 5, 4)).toBe(25);
    expect(averageCompletion(0, 0, 4)).toBe(0);
    expect(averageCompletion(0, 3, 0)).toBe(0);
  });
});

describe("revenue months", () => {
  it("a month is Lagos's: 23:30 UTC on the last day is already the next month", () => {
    expect(lagosMonth(new Date("2026-10-31T22:59:59Z"))).toBe("2026-10");
    expect(lagosMonth(new Date("2026-10-31T23:00:00Z"))).toBe("2026-11");
  });

  it("lists the last months oldest first, across a new year", () => {
    expect(lastMonths(new Date("2027-02-10T12:00:00Z"), 6)).toEqual([
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
    ]);
    expect(lastMonths(new Date("2026-12-31T23:30:00Z"), 2)).toEqual(["2026-12", "2027-01"]);
  });

  it("a month starts at Lagos midnight, 23:00 UTC the day before", () => {
    expect(monthStart("2026-11").toISOString()).toBe("2026-10-31T23:00:00.000Z");
  });

  it("fills months without payments with zeros and drops months outside the window", () => {
    expect(
      revenueByMonth(
        ["2026-10", "2026-11"],
        [
          { month: "2026-11", gross: 9500, payments: 2 },
          { month: "2026-04", gross: 100, payments: 1 },
        ],
      ),
    ).toEqual([
      { month: "2026-10", gross: 0, payments: 0 },
      { month: "2026-11", gross: 9500, payments: 2 },
    ]);
  });

  it("labels a month for the screen", () => {
    expect(monthLabel("2026-11")).toBe("Nov 2026");
  });

  it("recent enrolments are those of the last 30 days", () => {
    expect(recentSince(new Date("2026-11-30T00:00:00Z")).toISOString()).toBe("2026-10-31T00:00:00.000Z");
  });
});
