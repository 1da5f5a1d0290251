import type { MasteryLevel } from "@/lib/study/mastery";
import { LEVEL_NAMES } from "@/lib/study/topic-map";

// How a mastery level looks wherever the dashboard shows one: the look is set once, by
// `data-level`, in app/globals.css ("Mastery levels"): a colour that deepens as the level rises,
// four dots filled one per level, and the level's name in words.

/** A level's badge with its name: the legend's and the weakest topics'. */
export function LevelBadge({ level, className = "" }: { level: MasteryLevel; className?: string }) {
  return (
    <span className={`level-badge ${className}`} data-level={level}>
      {LEVEL_NAMES[level]}
    </span>
  );
}
