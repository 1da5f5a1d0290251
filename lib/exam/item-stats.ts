// Classical item statistics of a bank question, from the candidates who met it in a submitted
// sitting (docs/question-bank.md "Item statistics").
//
// - facility p = the share of those candidates who answered it right (unanswered counts as
//   wrong, as in scoring). Near 1 the item is easy, near 0 hard.
// - discrimination = the point-biserial correlation between being right on the item (x = 1 or
//   0) and the candidate's rest score y: the number of OTHER items of the same subject in that
//   sitting they got right (the item itself is left out, so it does not correlate with
//   itself; each subject of a UTME sitting is its own paper, scored apart). It is Pearson's r
//   with x binary:
//
//       r = (n·Σxy − Σx·Σy) / √((n·Σx − (Σx)²) · (n·Σy² − (Σy)²))        (x² = x)
//
//   which equals (M₁ − M₀) / s · √(p(1 − p)) with M₁, M₀ the mean rest scores of those right
//   and wrong and s the population standard deviation of y. Above about 0.3 the item tells
//   strong candidates from weak ones; near 0 it does not; below 0 the key may be wrong.
//
// It is computed from five sums (n, Σx, Σy, Σxy, Σy²), so the database adds them up with SQL
// aggregates (server/bank/item-stats.ts) and no sitting is loaded into memory. With fewer
// than MIN_RESPONSES responses both figures are null: they would mean little.

export const MIN_RESPONSES = 30;

export type ItemResponse = { correct: boolean; rest: number };
/** n responses; right = Σx; rest = Σy; restSquares = Σy²; rightRest = Σxy. */
export type ItemSums = { n: number; right: number; rest: number; restSquares: number; rightRest: number };
export type ItemStats = { responses: number; facility: number | null; discrimination: number | null };

const round3 = (value: number) => Math.round(value * 1000) / 1000 + 0;

export function sumsOf(responses: readonly ItemResponse[]): ItemSums {
  const sums: ItemSums = { n: 0, right: 0, rest: 0, restSquares: 0, rightRest: 0 };
  for (const { correct, rest } of responses) {
    const x = correct ? 1 : 0;
    sums.n += 1;
    sums.right += x;
    sums.rest += rest;
    sums.restSquares += rest * rest;
    sums.rightRest += x * rest;
  }
  return sums;
}

/** Pearson's r of x (binary) and y from their sums; null when either does not vary. */
export function pointBiserial(s: ItemSums): number | null {
  const varianceX = s.n * s.right - s.right * s.right;
  const varianceY = s.n * s.restSquares - s.rest * s.rest;
  // Integer sums, so exactly 0 when everyone scored alike; a tiny float is treated the same.
  if (varianceX <= 0 || varianceY <= 1e-9) return null;
  const r = (s.n * s.rightRest - s.right * s.rest) / Math.sqrt(varianceX * varianceY);
  return Math.max(-1, Math.min(1, r));
}

/** Facility and discrimination rounded to 3 places, or null for both below `minResponses`. */
export function itemStatsFromSums(s: ItemSums, minResponses = MIN_RESPONSES): ItemStats {
  if (s.n < minResponses || s.n === 0) return { responses: s.n, facility: null, discrimination: null };
  const r = pointBiserial(s);
  return { responses: s.n, facility: round3(s.right / s.n), discrimination: r === null ? null : round3(r) };
}

export function itemStats(responses: readonly ItemResponse[], minResponses = MIN_RESPONSES): ItemStats {
  return itemStatsFromSums(sumsOf(responses), minResponses);
}
