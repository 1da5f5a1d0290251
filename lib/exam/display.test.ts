import { describe, expect, it } from "vitest";
import { combinationProblem, formatMinSec, formatPaperTime, optionRange, percent, weakestFirst } from "./display";

describe("optionRange", () => {
  it("names the last letter", () => {
    expect(optionRange(4)).toBe("A–D");
    expect(optionRange(5)).toBe("A–E");
  });
});

describe("formatPaperTime", () => {
  it.each([
    [50, "50 min"],
    [59, "59 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
    [120, "2 h"],
  ])("%i minutes → %s", (minutes, shown) => {
    expect(formatPaperTime(minutes)).toBe(shown);
  });
});

describe("formatMinSec", () => {
  it.each([
    [0, "00:00"],
    [5, "00:05"],
    [59.6, "01:00"],
    [754, "12:34"],
    [3599, "59:59"],
    [7500, "125:00"],
    [-3, "00:00"],
  ])("%d s → %s", (seconds, shown) => {
    expect(formatMinSec(seconds)).toBe(shown);
  });
});

describe("combinationProblem", () => {
  const utme = { required: ["English"], choose: 3 };

  it("accepts exactly the number to choose", () => {
    expect(combinationProblem(utme, ["Mathematics", "Physics", "Chemistry"])).toBeNull();
  });

  it("asks for the ones missing, in the singular and the plural", () => {
    expect(combinationProblem(utme, [])).toBe("Choose 3 more subjects.");
    expect(combinationProblem(utme, ["Mathematics", "Physics"])).toBe("Choose 1 more subject.");
  });

  it("does not count a required subject among the chosen", () => {
    expect(combinationProblem(utme, ["English", "Mathematics", "Physics"])).toBe("Choose 1 more subject.");
  });

  it("asks to untick the extra ones", () => {
    expect(combinationProblem(utme, ["Mathematics", "Physics", "Chemistry", "Biology"])).toBe(
      "Only 3 subjects: untick 1.",
    );
  });

  it("has nothing to say about a fixed paper", () => {
    expect(combinationProblem({ required: ["Mathematics"], choose: 0 }, [])).toBeNull();
  });
});

describe("weakestFirst", () => {
  it("puts the lowest share first, then the larger topic, then the name", () => {
    const topics = [
      { topic: "Algebra", correct: 4, questions: 5 },
      { topic: "Geometry", correct: 1, questions: 4 },
      { topic: "Statistics", correct: 2, questions: 8 },
      { topic: "Calculus", correct: 0, questions: 0 },
      { topic: "Sets", correct: 1, questions: 4 },
      { topic: "Vectors", correct: 0, questions: 2 },
    ];
    expect(weakestFirst(topics).map((t) => t.topic)).toEqual([
      "Vectors",
      "Statistics",
      "Geometry",
      "Sets",
      "Algebra",
      "Calculus",
    ]);
    expect(topics[0]!.topic).toBe("Algebra");
  });
});

describe("percent", () => {
  it("rounds and bounds", () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 5)).toBe(100);
    expect(percent(0, 0)).toBe(0);
    expect(percent(7, 5)).toBe(100);
  });
});
