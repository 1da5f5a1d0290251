// How the exam screens word a paper and a result: option ranges, clocks, the subject
// combination rule a candidate must meet, and the order a topic breakdown is read in. Pure, so
// the server pages and the start form share them.

/** "A–D" for four options, "A–E" for five. */
export function optionRange(options: number): string {
  return `A–${String.fromCharCode(64 + Math.max(1, options))}`;
}

/** A paper's time: "50 min", "1 h 30 min", "2 h". */
export function formatPaperTime(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** Time spent as mm:ss; minutes keep counting past an hour ("125:00"), as an exam clock is read. */
export function formatMinSec(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

export type CombinationRule = { required: readonly string[]; choose: number };

/**
 * What is wrong with the subjects a candidate ticked, as a sentence for them, or null when the
 * combination can be sat. `chosen` holds the optional subjects only (the required ones are fixed).
 */
export function combinationProblem(rule: CombinationRule, chosen: readonly string[]): string | null {
  if (rule.choose === 0) return null;
  const picked = chosen.filter((s) => !rule.required.includes(s)).length;
  if (picked < rule.choose) {
    const left = rule.choose - picked;
    return `Choose ${left} more subject${left === 1 ? "" : "s"}.`;
  }
  if (picked > rule.choose) {
    const extra = picked - rule.choose;
    return `Only ${rule.choose} subjects: untick ${extra}.`;
  }
  return null;
}

export type TopicTally = { topic: string; correct: number; questions: number };

/** Weakest topics first: the lowest share right, then the one with more questions, then by name. */
export function weakestFirst<T extends TopicTally>(topics: readonly T[]): T[] {
  const share = (t: TopicTally) => (t.questions === 0 ? 1 : t.correct / t.questions);
  return [...topics].sort((a, b) => share(a) - share(b) || b.questions - a.questions || a.topic.localeCompare(b.topic));
}

/** A share as a whole percent for a bar's width, 0–100. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}
