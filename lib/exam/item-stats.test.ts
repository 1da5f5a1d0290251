import { describe, expect, it } from "vitest";
import { itemStats, itemStatsFromSums, MIN_RESPONSES, pointBiserial, sumsOf, type ItemResponse } from "./item-stats";

// Values worked by hand (the working is in each comment), then checked against the code.

const r = (correct: 0 | 1, rest: number): ItemResponse => ({ correct: correct === 1, rest });
const times = (n: number, responses: ItemResponse[]) => Array.from({ length: n }, () => responses).flat();

// Five candidates: right with rest scores 8, 6, 5; wrong with 4, 2.
const FIVE = [r(1, 8), r(1, 6), r(0, 4), r(1, 5), r(0, 2)];

describe("sumsOf", () => {
  it("adds n, Σx, Σy, Σy² and Σxy", () => {
    // Σy = 8+6+4+5+2 = 25; Σy² = 64+36+16+25+4 = 145; Σxy = 8+6+5 = 19.
    expect(sumsOf(FIVE)).toEqual({ n: 5, right: 3, rest: 25, restSquares: 145, rightRest: 19 });
  });

  it("of nothing is all zeros", () => {
    expect(sumsOf([])).toEqual({ n: 0, right: 0, rest: 0, restSquares: 0, rightRest: 0 });
  });
});

describe("pointBiserial", () => {
  it("a good item: (5·19 − 3·25) / √((5·3 − 9)(5·145 − 625)) = 20/√600 ≈ 0.8165", () => {
    // Cross-check with (M₁ − M₀)/s·√(pq): M₁ = 19/3, M₀ = 3, s = √(145/5 − 5²) = 2, p = 0.6:
    // (10/3)/2 · √0.24 = 0.8165.
    expect(pointBiserial(sumsOf(FIVE))).toBeCloseTo(20 / Math.sqrt(600), 12);
    expect(pointBiserial(sumsOf(FIVE))).toBeCloseTo(0.8165, 4);
  });

  it("an item the weak get right and the strong wrong is negative: −16/√272 ≈ −0.9701", () => {
    // n = 4, Σx = 2, Σy = 14, Σxy = 1+2 = 3, Σy² = 1+4+25+36 = 66:
    // (4·3 − 2·14) / √((8 − 4)(264 − 196)) = −16/√272.
    const s = sumsOf([r(1, 1), r(1, 2), r(0, 5), r(0, 6)]);
    expect(pointBiserial(s)).toBeCloseTo(-16 / Math.sqrt(272), 12);
  });

  it("right exactly when the rest score is high: 1", () => {
    // (4·20 − 2·20) / √((8 − 4)(800 − 400)) = 40/40.
    expect(pointBiserial(sumsOf([r(1, 10), r(1, 10), r(0, 0), r(0, 0)]))).toBe(1);
  });

  it("unrelated to the rest score: 0", () => {
    // Right at 2 and 4, wrong at 2 and 4: Σxy = 6, Σx·Σy/n = 2·12/4 = 6.
    expect(pointBiserial(sumsOf([r(1, 2), r(1, 4), r(0, 2), r(0, 4)]))).toBe(0);
  });

  it("is null when everyone was right, everyone wrong, or all rest scores are equal", () => {
    expect(pointBiserial(sumsOf([r(1, 3), r(1, 5), r(1, 9)]))).toBeNull();
    expect(pointBiserial(sumsOf([r(0, 3), r(0, 5), r(0, 9)]))).toBeNull();
    expect(pointBiserial(sumsOf([r(1, 4), r(0, 4), r(1, 4)]))).toBeNull();
    expect(pointBiserial(sumsOf([]))).toBeNull();
  });

  it("does not change when every response is repeated", () => {
    expect(pointBiserial(sumsOf(times(7, FIVE)))).toBeCloseTo(20 / Math.sqrt(600), 12);
  });
});

describe("itemStats", () => {
  it(`needs ${MIN_RESPONSES} responses: 29 give nulls, with the count`, () => {
    const responses = times(6, FIVE).slice(0, 29);
    expect(itemStats(responses)).toEqual({ responses: 29, facility: null, discrimination: null });
    expect(itemStats([])).toEqual({ responses: 0, facility: null, discrimination: null });
  });

  it("at 30 responses: facility 18/30 = 0.6, discrimination 0.816 (rounded to 3 places)", () => {
    expect(itemStats(times(6, FIVE))).toEqual({ responses: 30, facility: 0.6, discrimination: 0.816 });
  });

  it("rounds the facility: 20 right of 30 is 0.667", () => {
    const responses = [...times(10, [r(1, 6), r(1, 4)]), ...times(10, [r(0, 5)])];
    // Σx = 20, Σy = 100 + 50 = 150, Σxy = 100, Σy² = 360 + 160 + 250 = 770, n = 30:
    // (30·100 − 20·150) / … = 0: the right ones average 5, as do the wrong ones.
    expect(itemStats(responses)).toEqual({ responses: 30, facility: 0.667, discrimination: 0 });
  });

  it("an item everyone got right: facility 1, discrimination null", () => {
    expect(itemStats(times(30, [r(1, 12)]))).toEqual({ responses: 30, facility: 1, discrimination: null });
  });

  it("an item nobody got right: facility 0, discrimination null", () => {
    expect(itemStats(times(15, [r(0, 2), r(0, 9)]))).toEqual({ responses: 30, facility: 0, discrimination: null });
  });

  it("a negative discrimination keeps its sign when rounded", () => {
    expect(itemStats(times(10, [r(1, 1), r(1, 2), r(0, 5), r(0, 6)]))).toEqual({
      responses: 40,
      facility: 0.5,
      discrimination: -0.97,
    });
  });

  it("takes another threshold", () => {
    expect(itemStats(FIVE, 5)).toEqual({ responses: 5, facility: 0.6, discrimination: 0.816 });
    expect(itemStats(FIVE, 6)).toEqual({ responses: 5, facility: null, discrimination: null });
  });

  it("from sums, as the database adds them up", () => {
    expect(itemStatsFromSums({ n: 30, right: 18, rest: 150, restSquares: 870, rightRest: 114 })).toEqual({
      responses: 30,
      facility: 0.6,
      discrimination: 0.816,
    });
  });
});
