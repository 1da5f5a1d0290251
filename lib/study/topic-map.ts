import { MASTERY_LEVELS, type MasteryLevel } from "./mastery";

// What the dashboard makes of a student's mastery (docs/study-loop.md, "Dashboard"): each
// subject's leaf topics grouped under their syllabus heading, how many topics sit at each level,
// and the weakest topics across subjects. Pure: the topics come in as server/study/mastery.ts
// computes them.

/** The fields of a TopicMasteryView (server/study/mastery.ts) the dashboard reads. */
export type MasteredTopic = {
  topic_id: string;
  topic: string;
  parent: string | null;
  level: MasteryLevel;
  answered: number;
  correct: number;
  estimate: number;
};

export type TopicCell = Pick<MasteredTopic, "topic_id" | "topic" | "level">;
export type TopicGroup = { heading: string | null; topics: TopicCell[] };
export type SubjectMap = {
  subject: string;
  groups: TopicGroup[];
  levels: Record<MasteryLevel, number>;
  topics: number;
};
export type WeakTopic = Pick<
  MasteredTopic,
  "topic_id" | "topic" | "parent" | "level" | "answered" | "correct" | "estimate"
> & { subject: string };

export const LEVEL_NAMES: Record<MasteryLevel, string> = {
  not_started: "Not started",
  attempted: "Attempted",
  familiar: "Familiar",
  proficient: "Proficient",
  mastered: "Mastered",
};

/** How many of the topics sit at each level. */
export function levelCounts(topics: readonly Pick<MasteredTopic, "level">[]): Record<MasteryLevel, number> {
  const counts = Object.fromEntries(MASTERY_LEVELS.map((l) => [l, 0])) as Record<MasteryLevel, number>;
  for (const t of topics) counts[t.level] += 1;
  return counts;
}

/** A subject's topics (in syllabus order) grouped under their headings, a run of topics per heading, in that order. */
export function groupTopics(topics: readonly MasteredTopic[]): TopicGroup[] {
  const groups: TopicGroup[] = [];
  for (const t of topics) {
    const last = groups.at(-1);
    const cell = { topic_id: t.topic_id, topic: t.topic, level: t.level };
    if (last && last.heading === t.parent) last.topics.push(cell);
    else groups.push({ heading: t.parent, topics: [cell] });
  }
  return groups;
}

/** Each subject's map, in `order` (the UTME combination's order, say), the others after in their given order. */
export function subjectMaps(
  subjects: readonly { subject: string; topics: readonly MasteredTopic[] }[],
  order: readonly string[] = [],
): SubjectMap[] {
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  return subjects
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s.subject) - rank(b.s.subject) || a.i - b.i)
    .map(({ s }) => ({
      subject: s.subject,
      groups: groupTopics(s.topics),
      levels: levelCounts(s.topics),
      topics: s.topics.length,
    }));
}

export const WEAKEST_LIMIT = 5;

/**
 * The topics the student has answered on and knows least, across subjects: lowest estimate first
 * (the chance of getting the next one right), then the one with more answers (surer evidence),
 * then by name. A mastered topic is never weak; an untouched one is unknown, not weak.
 */
export function weakestTopics(
  subjects: readonly { subject: string; topics: readonly MasteredTopic[] }[],
  limit = WEAKEST_LIMIT,
): WeakTopic[] {
  return subjects
    .flatMap((s) =>
      s.topics
        .filter((t) => t.answered > 0 && t.level !== "mastered")
        .map((t) => ({
          subject: s.subject,
          topic_id: t.topic_id,
          topic: t.topic,
          parent: t.parent,
          level: t.level,
          answered: t.answered,
          correct: t.correct,
          estimate: t.estimate,
        })),
    )
    .sort((a, b) => a.estimate - b.estimate || b.answered - a.answered || a.topic.localeCompare(b.topic))
    .slice(0, limit);
}
