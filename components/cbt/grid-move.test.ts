import { describe, expect, it } from "vitest";
import { gridMove } from "./question-grid";

describe("gridMove", () => {
  it("moves by one sideways and by a row up and down", () => {
    expect(gridMove("ArrowRight", 0, 60, 6)).toBe(1);
    expect(gridMove("ArrowLeft", 7, 60, 6)).toBe(6);
    expect(gridMove("ArrowDown", 1, 60, 6)).toBe(7);
    expect(gridMove("ArrowUp", 7, 60, 6)).toBe(1);
  });

  it("goes to the first and the last with Home and End", () => {
    expect(gridMove("Home", 33, 60, 6)).toBe(0);
    expect(gridMove("End", 3, 60, 6)).toBe(59);
  });

  it("stays put at an edge instead of wrapping", () => {
    expect(gridMove("ArrowLeft", 0, 60, 6)).toBe(0);
    expect(gridMove("ArrowUp", 3, 60, 6)).toBe(3);
    expect(gridMove("ArrowRight", 59, 60, 6)).toBe(59);
    expect(gridMove("ArrowDown", 35, 40, 8)).toBe(35);
    expect(gridMove("ArrowDown", 31, 40, 8)).toBe(39);
  });

  it("leaves other keys alone", () => {
    expect(gridMove("Enter", 3, 60, 6)).toBeNull();
    expect(gridMove("a", 3, 60, 6)).toBeNull();
  });
});
