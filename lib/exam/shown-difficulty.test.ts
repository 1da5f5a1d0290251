import { describe, expect, it } from "vitest";
import { difficultyFromFacility, shownDifficulty } from "./shown-difficulty";

describe("difficultyFromFacility", () => {
  it.each([
    [1, "easy"],
    [0.7, "easy"],
    [0.699, "medium"],
    [0.5, "medium"],
    [0.3, "medium"],
    [0.299, "hard"],
    [0, "hard"],
  ] as const)("facility %s is %s", (facility, difficulty) => {
    expect(difficultyFromFacility(facility)).toBe(difficulty);
  });
});

describe("shownDifficulty", () => {
  it("keeps the rubric's difficulty while the item has too few responses for a facility", () => {
    expect(shownDifficulty("hard", { responses: 29, facility: null, discrimination: null })).toEqual({
      difficulty: "hard",
      from: "rubric",
    });
  });
  it("takes the facility's once there is one", () => {
    expect(shownDifficulty("hard", { responses: 30, facility: 0.82, discrimination: 0.3 })).toEqual({
      difficulty: "easy",
      from: "facility",
    });
    expect(shownDifficulty("easy", { responses: 120, facility: 0.2, discrimination: 0.1 })).toEqual({
      difficulty: "hard",
      from: "facility",
    });
  });
});
