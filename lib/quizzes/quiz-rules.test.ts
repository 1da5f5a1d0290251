import { describe, expect, it } from "vitest";
import {
  attemptsLeft,
  formatCountdown,
  formatTimeLimit,
  grade,
  minutesRoundedUp,
  optionLetter,
  scorePercent,
  timerColour,
  timeValueToSeconds,
  verdict,
} from "./quiz-rules";

describe("verdict bands", () => {
  it.each([
    [100, "PASSED"],
    [70, "PASSED"],
    [69, "ALMOST THERE"],
    [50, "ALMOST THERE"],
    [49, "KEEP TRYING"],
    [0, "KEEP TRYING"],
  ] as const)("score %i with the default passing score 70 → %s", (score, expected) =>
    expect(verdict(score)).toBe(expected),
  );

  it.each([
    [60, 60, "PASSED"],
    [59, 60, "ALMOST THERE"],
    [75, 75, "PASSED"],
    [74, 75, "ALMOST THERE"],
    [50, 50, "PASSED"],
    [49, 50, "KEEP TRYING"],
    [45, 40, "PASSED"],
    [39, 40, "KEEP TRYING"],
  ] as const)("score %i with passing score %i → %s", (score, pass, expected) =>
    expect(verdict(score, pass)).toBe(expected),
  );

  it("treats a null passing score as 70", () => {
    expect(verdict(69, null)).toBe("ALMOST THERE");
    expect(verdict(70, null)).toBe("PASSED");
  });
});

describe("grade bands", () => {
  it.each([
    [100, "A"],
    [90, "A"],
    [89, "B"],
    [80, "B"],
    [79, "C"],
    [70, "C"],
    [69, "F"],
    [50, "F"],
    [0, "F"],
  ] as const)("score %i with passing 70 → %s", (score, expected) => expect(grade(score)).toBe(expected));

  it.each([
    [60, 60, "C"],
    [59, 60, "F"],
    [85, 85, "B"],
    [84, 85, "B"],
    [79, 85, "F"],
    [95, 95, "A"],
    [89, 95, "B"],
    [90, 95, "A"],
    [40, 40, "C"],
    [39, 40, "F"],
  ] as const)("score %i with passing %i → %s", (score, pass, expected) => expect(grade(score, pass)).toBe(expected));
});

describe("timer colour", () => {
  it.each([
    [600, 600, "green"],
    [301, 600, "green"],
    [300, 600, "yellow"],
    [151, 600, "yellow"],
    [150, 600, "red"],
    [1, 600, "red"],
    [0, 600, "red"],
  ] as const)("%i of %i seconds left → %s", (left, total, expected) => expect(timerColour(left, total)).toBe(expected));
  it("is green without a limit", () => expect(timerColour(0, 0)).toBe("green"));
});

describe("time values", () => {
  it("below 100 are minutes, otherwise seconds", () => {
    expect(timeValueToSeconds(1)).toBe(60);
    expect(timeValueToSeconds(99)).toBe(5940);
    expect(timeValueToSeconds(100)).toBe(100);
    expect(timeValueToSeconds(3600)).toBe(3600);
  });

  it.each([
    [null, "No limit"],
    [undefined, "No limit"],
    [0, "No limit"],
    [10, "10 min"],
    [59, "59 min"],
    [60, "1h"],
    [90, "1h 30m"],
    [99, "1h 39m"],
    [100, "2 min"],
    [1800, "30 min"],
    [3600, "1h"],
    [5400, "1h 30m"],
  ] as const)("formatTimeLimit(%s) → %s", (value, expected) => expect(formatTimeLimit(value)).toBe(expected));

  it.each([
    [0, "00:00"],
    [5, "00:05"],
    [59.2, "01:00"],
    [600, "10:00"],
    [3599, "59:59"],
    [3600, "1:00:00"],
    [3725, "1:02:05"],
    [-3, "00:00"],
  ] as const)("formatCountdown(%s) → %s", (s, expected) => expect(formatCountdown(s)).toBe(expected));

  it("rounds time taken up to whole minutes", () => {
    expect(minutesRoundedUp(0)).toBe(0);
    expect(minutesRoundedUp(1)).toBe(1);
    expect(minutesRoundedUp(60)).toBe(1);
    expect(minutesRoundedUp(61)).toBe(2);
  });
});

describe("attempts and scores", () => {
  it("counts attempts left, unlimited without a maximum", () => {
    expect(attemptsLeft(3, 0)).toBe(3);
    expect(attemptsLeft(3, 2)).toBe(1);
    expect(attemptsLeft(3, 3)).toBe(0);
    expect(attemptsLeft(3, 5)).toBe(0);
    expect(attemptsLeft(null, 7)).toBeNull();
    expect(attemptsLeft(undefined, 0)).toBeNull();
  });

  it("rounds scores to whole percents and letters options", () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(0, 0)).toBe(0);
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(["A", "B", "C", "D"]);
  });
});
