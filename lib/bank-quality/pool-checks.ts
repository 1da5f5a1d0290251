import { keyIsLongest, type CheckedQuestion, type QualityWarning } from "./question-checks";
import { isStopWord, normalised, wordsOf, wordStem } from "./words";

// Rules that need the rest of the pool: a question that is another one again, and a subject
// whose keys are so often the longest option that "pick the longest" pays.

/** Above this share of a subject's items with the longest option as key, the habit pays off. */
export const MAX_KEY_LONGEST_SHARE = 0.3;
/** Overlap of two stems' words above which they ask the same thing (reworded, reordered). */
export const NEAR_DUPLICATE_SIMILARITY = 0.6;
/** Share of two questions' options (by their words) that makes them the same question. */
export const SHARED_OPTIONS = 0.5;

/** A question of a pool; questions on different stimuli (two cloze passages' "gap 1") never repeat each other. */
export type PooledQuestion = CheckedQuestion & { id: string; stimulus?: string | null };

/** A stem's words without the function words, figures kept: "3 + 4" and "5 + 4" stay apart. */
function stemWords(text: string): Set<string> {
  return new Set(
    wordsOf(text)
      .filter((w) => !isStopWord(w))
      .map(wordStem),
  );
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** A question and its options as one comparable fingerprint. */
export type Fingerprint = { id: string; stimulus: string | null; stem: Set<string>; options: Set<string> };

export function fingerprint(q: PooledQuestion): Fingerprint {
  return {
    id: q.id,
    stimulus: q.stimulus ?? null,
    stem: stemWords(q.text),
    options: new Set(q.options.map((o) => normalised(o) || o.trim())),
  };
}

/**
 * Two questions on the same stimulus (or none) are near-duplicates when their stems share most
 * words and at least half their options. Both are needed: an instruction such as "Choose
 * the correctly spelt word." is the stem of many different questions.
 */
export function isNearDuplicate(a: Fingerprint, b: Fingerprint): boolean {
  if (a.stimulus !== b.stimulus) return false;
  return jaccard(a.stem, b.stem) >= NEAR_DUPLICATE_SIMILARITY && jaccard(a.options, b.options) >= SHARED_OPTIONS;
}

/** The pool's questions that `candidate` repeats (never itself). */
export function duplicatesOf(candidate: PooledQuestion, pool: Fingerprint[]): string[] {
  const mine = fingerprint(candidate);
  return pool.filter((other) => other.id !== candidate.id && isNearDuplicate(mine, other)).map((other) => other.id);
}

/** Every pair of near-duplicates in a pool, each pair once. */
export function duplicatePairs(pool: PooledQuestion[]): [string, string][] {
  const prints = pool.map(fingerprint);
  const pairs: [string, string][] = [];
  for (let i = 0; i < prints.length; i++) {
    for (let j = i + 1; j < prints.length; j++)
      if (isNearDuplicate(prints[i]!, prints[j]!)) pairs.push([prints[i]!.id, prints[j]!.id]);
  }
  return pairs;
}

export function keyLongestShare(pool: CheckedQuestion[]): number {
  if (pool.length === 0) return 0;
  return pool.filter(keyIsLongest).length / pool.length;
}

export function nearDuplicateWarning(ids: string[]): QualityWarning | null {
  if (ids.length === 0) return null;
  return {
    code: "near_duplicate",
    message: `Another question of this subject asks the same thing (${ids.slice(0, 3).join(", ")}).`,
  };
}

/** A subject-level warning when the key is the longest option too often. */
export function keyLongestShareWarning(subject: string, pool: CheckedQuestion[]): QualityWarning | null {
  const share = keyLongestShare(pool);
  if (share <= MAX_KEY_LONGEST_SHARE) return null;
  return {
    code: "key_longest_share",
    message: `In ${subject}, the key is the longest option in ${Math.round(share * 100)} % of questions (at most ${MAX_KEY_LONGEST_SHARE * 100} %): always picking the longest would pay.`,
  };
}
