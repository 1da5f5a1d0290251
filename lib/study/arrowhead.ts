// Solving H x = r for a symmetric positive definite "arrowhead" matrix: a few dense global
// parameters and many local ones that touch only the globals, never each other.
//
//   H = | A   B |   A: G×G dense, B: G×L, D: L×L diagonal
//       | Bᵀ  D |
//
// This is the shape of the predictor's Hessian (lib/study/predict.ts): the globals are the
// student's general ability, subject levels and difficulty offsets; the locals are the topic
// deviations, each seen only through its own subject. Eliminating the locals leaves the Schur
// complement S = A − B D⁻¹ Bᵀ (G×G, factored once by Cholesky), so a solve costs O(G·L + G²)
// instead of O((G + L)³).

export type Arrowhead = {
  /** Number of global parameters. */
  globals: number;
  /** Number of local parameters. */
  locals: number;
  /** A, row-major G×G. */
  a: Float64Array;
  /** B, row-major G×L. */
  b: Float64Array;
  /** The diagonal of D, length L, every entry > 0. */
  d: Float64Array;
};

export function emptyArrowhead(globals: number, locals: number): Arrowhead {
  return {
    globals,
    locals,
    a: new Float64Array(globals * globals),
    b: new Float64Array(globals * locals),
    d: new Float64Array(locals),
  };
}

export class NotPositiveDefinite extends Error {
  constructor() {
    super("the matrix is not positive definite");
  }
}

/** Lower-triangular Cholesky factor of a dense symmetric n×n matrix (row-major), in place of a copy. */
export function cholesky(m: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = m[i * n + j]!;
      for (let k = 0; k < j; k += 1) sum -= l[i * n + k]! * l[j * n + k]!;
      if (i === j) {
        if (!(sum > 0)) throw new NotPositiveDefinite();
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / l[j * n + j]!;
      }
    }
  }
  return l;
}

/** Solves L Lᵀ x = y for the factor L of `cholesky`. */
export function choleskySolve(l: Float64Array, n: number, y: ArrayLike<number>): Float64Array {
  const z = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = y[i]!;
    for (let k = 0; k < i; k += 1) sum -= l[i * n + k]! * z[k]!;
    z[i] = sum / l[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = z[i]!;
    for (let k = i + 1; k < n; k += 1) sum -= l[k * n + i]! * x[k]!;
    x[i] = sum / l[i * n + i]!;
  }
  return x;
}

/** Factors H once; the returned function solves H x = r for any r (length G + L, globals first). */
export function arrowheadSolver(h: Arrowhead): (r: ArrayLike<number>) => Float64Array {
  const { globals: g, locals: l, a, b, d } = h;
  for (let j = 0; j < l; j += 1) if (!(d[j]! > 0)) throw new NotPositiveDefinite();
  const s = Float64Array.from(a);
  for (let i = 0; i < g; i += 1) {
    for (let k = 0; k <= i; k += 1) {
      let sum = 0;
      for (let j = 0; j < l; j += 1) sum += (b[i * l + j]! * b[k * l + j]!) / d[j]!;
      s[i * g + k] = s[i * g + k]! - sum;
      if (k !== i) s[k * g + i] = s[i * g + k]!;
    }
  }
  const factor = cholesky(s, g);
  return (r) => {
    const y = new Float64Array(g);
    for (let i = 0; i < g; i += 1) {
      let sum = r[i]!;
      for (let j = 0; j < l; j += 1) sum -= (b[i * l + j]! * r[g + j]!) / d[j]!;
      y[i] = sum;
    }
    const xg = choleskySolve(factor, g, y);
    const x = new Float64Array(g + l);
    x.set(xg, 0);
    for (let j = 0; j < l; j += 1) {
      let sum = r[g + j]!;
      for (let i = 0; i < g; i += 1) sum -= b[i * l + j]! * xg[i]!;
      x[g + j] = sum / d[j]!;
    }
    return x;
  };
}

/** H as a dense (G + L)×(G + L) row-major matrix: for tests and debugging. */
export function denseArrowhead(h: Arrowhead): Float64Array {
  const n = h.globals + h.locals;
  const m = new Float64Array(n * n);
  for (let i = 0; i < h.globals; i += 1) {
    for (let k = 0; k < h.globals; k += 1) m[i * n + k] = h.a[i * h.globals + k]!;
    for (let j = 0; j < h.locals; j += 1) {
      m[i * n + h.globals + j] = h.b[i * h.locals + j]!;
      m[(h.globals + j) * n + i] = h.b[i * h.locals + j]!;
    }
  }
  for (let j = 0; j < h.locals; j += 1) m[(h.globals + j) * n + h.globals + j] = h.d[j]!;
  return m;
}
