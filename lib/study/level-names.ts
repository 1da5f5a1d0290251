import type { MasteryLevel } from "./mastery";

/** How a mastery level is written for people (docs/study-loop.md, "The levels"). */
export const LEVEL_NAMES: Record<MasteryLevel, string> = {
  not_started: "Not started",
  attempted: "Attempted",
  familiar: "Familiar",
  proficient: "Proficient",
  mastered: "Mastered",
};
