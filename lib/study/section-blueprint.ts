// What a fresh UTME section is made of: the expected share of its questions in each topic and
// difficulty. The draw (lib/exam/draw.ts) lets the topics take turns, so a section spreads over
// the topics far more evenly than the bank does: a topic with 10 questions does not get five
// times the room of a topic with 2. Rather than guess that shape, the blueprint runs the real
// draw many times with a fixed seed and counts.

import { drawSection, seededRandom, type PoolQuestion } from "../exam/draw";
import type { Difficulty, SectionCell } from "./predict";

export type BlueprintQuestion = { id: string; topic: string; difficulty: Difficulty; stimulusId: string | null };

export const BLUEPRINT_DRAWS = 200;

export function sectionBlueprint(
  pool: readonly BlueprintQuestion[],
  count: number,
  topicOrder: readonly string[],
  draws = BLUEPRINT_DRAWS,
  seed = 20,
): SectionCell[] {
  const byId = new Map(pool.map((q) => [q.id, q]));
  const tally = new Map<string, SectionCell>();
  const add = (q: BlueprintQuestion, share: number) => {
    const key = `${q.topic}\u0000${q.difficulty}`;
    const cell = tally.get(key) ?? { topic: q.topic, difficulty: q.difficulty, share: 0 };
    cell.share += share;
    tally.set(key, cell);
  };
  if (pool.length === 0) return [];
  if (pool.length <= count) {
    for (const q of pool) add(q, 1 / pool.length);
  } else {
    const random = seededRandom(seed);
    const drawPool: PoolQuestion[] = pool.map((q) => ({
      id: q.id,
      topic: q.topic,
      stimulusId: q.stimulusId,
      recent: false,
    }));
    for (let i = 0; i < draws; i += 1) {
      for (const drawn of drawSection({ pool: drawPool, count, topicOrder, random }))
        add(byId.get(drawn.id)!, 1 / (count * draws));
    }
  }
  const rank = new Map(topicOrder.map((t, i) => [t, i]));
  const order: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };
  return [...tally.values()].sort(
    (a, b) =>
      (rank.get(a.topic) ?? rank.size) - (rank.get(b.topic) ?? rank.size) ||
      a.topic.localeCompare(b.topic) ||
      order[a.difficulty] - order[b.difficulty],
  );
}
