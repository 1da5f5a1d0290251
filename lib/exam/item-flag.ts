import type { ItemStats } from "./item-stats";

// A plain word for a question whose item statistics look wrong (docs/question-bank.md, "Item
// statistics"): a negative discrimination usually means a wrong key or two right options; a
// question nearly everyone gets right, or nearly no one, tells candidates apart poorly. Only
// once the figures exist (from MIN_RESPONSES responses).

export const ITEM_FLAG_RULES = {
  /** Facility at or above this: too easy. */
  tooEasyFacility: 0.9,
  /** Facility at or below this: too hard (on four options, guessing alone scores about 0.25). */
  tooHardFacility: 0.2,
} as const;

export type ItemFlag = "check_key" | "too_easy" | "too_hard";

export const itemFlagLabel: Record<ItemFlag, string> = {
  check_key: "Check the key",
  too_easy: "Too easy",
  too_hard: "Too hard",
};

/** The most pressing flag of a question's statistics, or null when they look fine (or do not exist yet). */
export function itemFlag(stats: ItemStats): ItemFlag | null {
  if (stats.facility === null) return null;
  if (stats.discrimination !== null && stats.discrimination < 0) return "check_key";
  if (stats.facility >= ITEM_FLAG_RULES.tooEasyFacility) return "too_easy";
  if (stats.facility <= ITEM_FLAG_RULES.tooHardFacility) return "too_hard";
  return null;
}
