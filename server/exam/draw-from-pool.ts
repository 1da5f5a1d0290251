import "server-only";
import { drawSection } from "@/lib/exam/draw";
import type { PoolEntry, SeenQuestions, SubjectPool } from "./pool";

/** What to draw of one subject: how many, the blueprint's topic quotas, and (a drill) only these topics. */
export type SectionToDraw = { questions: number; topics?: Record<string, number>; onlyTopics?: readonly string[] };

/**
 * One section drawn from its subject's pool by the engine's rules (lib/exam/draw.ts): blueprint
 * quotas, stimulus groups, and what the student has seen last of all. Throws BankTooSmall when the
 * pool cannot fill it; the caller says what that means for its candidate or class.
 */
export function drawFromPool(
  pool: SubjectPool,
  section: SectionToDraw,
  seen: SeenQuestions | null,
  random: () => number,
): PoolEntry[] {
  const only = section.onlyTopics && new Set(section.onlyTopics);
  const entries = new Map(pool.questions.map((q) => [q.id, q]));
  const drawn = drawSection({
    pool: pool.questions
      .filter((q) => !only || only.has(q.topic))
      .map((q) => ({
        id: q.id,
        topic: q.topic,
        stimulusId: q.stimulusId,
        recent: seen?.recent.has(q.id) ?? false,
        seen: seen?.seen.has(q.id) ?? false,
      })),
    count: section.questions,
    quotas: section.topics,
    groups: pool.groups,
    topicOrder: pool.topicOrder,
    random,
  });
  return drawn.map((q) => entries.get(q.id)!);
}
