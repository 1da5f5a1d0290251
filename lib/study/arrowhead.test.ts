import { describe, expect, it } from "vitest";
import { seededRandom } from "../exam/draw";
import {
  arrowheadSolver,
  cholesky,
  choleskySolve,
  denseArrowhead,
  emptyArrowhead,
  NotPositiveDefinite,
} from "./arrowhead";

/** A random symmetric positive definite arrowhead: diagonally dominant. */
function randomArrowhead(globals: number, locals: number, seed: number) {
  const random = seededRandom(seed);
  const h = emptyArrowhead(globals, locals);
  for (let i = 0; i < globals; i += 1) {
    for (let k = 0; k <= i; k += 1) {
      const v = random() - 0.5;
      h.a[i * globals + k] = v;
      h.a[k * globals + i] = v;
    }
    for (let j = 0; j < locals; j += 1) h.b[i * locals + j] = random() - 0.5;
  }
  for (let j = 0; j < locals; j += 1) h.d[j] = globals + 1 + random();
  for (let i = 0; i < globals; i += 1) h.a[i * globals + i] = h.a[i * globals + i]! + globals + locals;
  return h;
}

function multiply(m: Float64Array, n: number, x: Float64Array): Float64Array {
  const y = new Float64Array(n);
  for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) y[i] = y[i]! + m[i * n + j]! * x[j]!;
  return y;
}

describe("cholesky", () => {
  it("factors a known matrix and solves with it", () => {
    const m = Float64Array.of(4, 2, 2, 3);
    const l = cholesky(m, 2);
    expect([...l]).toEqual([2, 0, 1, Math.sqrt(2)]);
    const x = choleskySolve(l, 2, [2, 1]);
    expect(x[0]).toBeCloseTo(0.5, 12);
    expect(x[1]).toBeCloseTo(0, 12);
  });

  it("refuses a matrix that is not positive definite", () => {
    expect(() => cholesky(Float64Array.of(1, 2, 2, 1), 2)).toThrow(NotPositiveDefinite);
    expect(() => cholesky(Float64Array.of(0), 1)).toThrow(NotPositiveDefinite);
  });
});

describe("arrowheadSolver", () => {
  for (const [globals, locals] of [
    [1, 0],
    [0, 3],
    [3, 7],
    [11, 40],
  ] as const) {
    it(`solves H x = r as the dense system does (${globals} globals, ${locals} locals)`, () => {
      const h = randomArrowhead(globals, locals, globals * 100 + locals);
      const n = globals + locals;
      const random = seededRandom(7);
      const r = Float64Array.from({ length: n }, () => random() - 0.5);
      const x = arrowheadSolver(h)(r);
      const back = multiply(denseArrowhead(h), n, x);
      for (let i = 0; i < n; i += 1) expect(back[i]).toBeCloseTo(r[i]!, 10);
      const dense = choleskySolve(cholesky(denseArrowhead(h), n), n, r);
      for (let i = 0; i < n; i += 1) expect(x[i]).toBeCloseTo(dense[i]!, 10);
    });
  }

  it("refuses a local with no positive curvature, and an indefinite whole", () => {
    const h = randomArrowhead(2, 2, 1);
    h.d[1] = 0;
    expect(() => arrowheadSolver(h)).toThrow(NotPositiveDefinite);
    const g = emptyArrowhead(1, 1);
    g.a[0] = 1;
    g.b[0] = 2;
    g.d[0] = 1;
    expect(() => arrowheadSolver(g)).toThrow(NotPositiveDefinite);
  });
});
