import type { ItemStats } from "./item-stats";

// An item's difficulty as authors and editors see it. Until it has MIN_RESPONSES responses it is
// the one set when it was written, by the rubric in docs/question-bank.md ("Difficulty"); from
// then on candidates' answers decide it: the share who got it right (facility).

export type Difficulty = "easy" | "medium" | "hard";

/** Facility at or above which an item is easy, and below which it is hard. */
export const EASY_FACILITY = 0.7;
export const HARD_FACILITY = 0.3;

export function difficultyFromFacility(facility: number): Difficulty {
  if (facility >= EASY_FACILITY) return "easy";
  if (facility < HARD_FACILITY) return "hard";
  return "medium";
}

export function shownDifficulty(
  set: Difficulty,
  stats: ItemStats,
): { difficulty: Difficulty; from: "rubric" | "facility" } {
  return stats.facility === null
    ? { difficulty: set, from: "rubric" }
    : { difficulty: difficultyFromFacility(stats.facility), from: "facility" };
}
