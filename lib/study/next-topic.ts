import { LEVEL_NAMES } from "./level-names";
import type { MasteryLevel } from "./mastery";

// What to study next (docs/study-loop.md, "What to study next"): the topics where practice is
// worth the most marks in the chosen paper. A topic's yield is its weight in the paper (the marks
// its questions carry in the draw) times the student's gap to mastering it. Pure: the caller
// passes the paper's sections, the pool and the student's mastery.

/** A topic's part of a section's pool: its questions, and the units they are drawn in (a stimulus's questions are one unit). */
export type TopicPool = { topic: string; questions: number; units: number };

/** A section as the paper sets it: its questions, and per-topic quotas where set. */
export type SectionShape = { questions: number; topics?: Readonly<Record<string, number>> };

/**
 * How many of a section's questions each topic gets, on average, in the draw of lib/exam/draw.ts:
 * quotas are met first (as far as the topic has questions), then the topics take turns, one unit
 * each, until the section is full; a topic that runs out drops out of the turns. With units of
 * one question this is exact; a stimulus's unit counts as its topic's average unit.
 */
export function expectedDraw(section: SectionShape, pool: readonly TopicPool[]): Map<string, number> {
  const expected = new Map<string, number>();
  const left = new Map<string, { questions: number; units: number }>();
  for (const p of pool) {
    if (p.questions <= 0 || p.units <= 0) continue;
    const entry = left.get(p.topic) ?? { questions: 0, units: 0 };
    left.set(p.topic, { questions: entry.questions + p.questions, units: entry.units + p.units });
    expected.set(p.topic, 0);
  }
  let room = Math.max(0, section.questions);
  for (const [topic, quota] of Object.entries(section.topics ?? {})) {
    const entry = left.get(topic);
    if (!entry || quota <= 0) continue;
    const taken = Math.min(quota, entry.questions, room);
    const size = entry.questions / entry.units;
    expected.set(topic, taken);
    left.set(topic, { questions: entry.questions - taken, units: (entry.questions - taken) / size });
    room -= taken;
  }
  const topics = [...left].filter(([, e]) => e.questions > 0);
  if (room <= 0) return expected;
  const total = topics.reduce((sum, [, e]) => sum + e.questions, 0);
  if (total <= room) {
    for (const [topic, e] of topics) expected.set(topic, expected.get(topic)! + e.questions);
    return expected;
  }
  // Turns: every topic takes min(units, turns) units. The questions that gives grow with the
  // number of turns; find the number that fills the room (bisection on a monotone function).
  const filled = (turns: number) =>
    topics.reduce((sum, [, e]) => sum + Math.min(e.units, turns) * (e.questions / e.units), 0);
  let low = 0;
  let high = Math.max(...topics.map(([, e]) => e.units));
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (filled(mid) < room) low = mid;
    else high = mid;
  }
  for (const [topic, e] of topics)
    expected.set(topic, expected.get(topic)! + Math.min(e.units, high) * (e.questions / e.units));
  return expected;
}

/** The student's standing on one topic (server/study/mastery.ts). */
export type TopicStanding = {
  topic_id: string;
  slug: string;
  topic: string;
  parent: string | null;
  level: MasteryLevel;
  answered: number;
  correct: number;
  estimate: number;
  gap: number;
};

/** The standing's own fields, without whatever else the object it is read from carries. */
const standingOf = ({ topic_id, slug, topic, parent, level, answered, correct, estimate, gap }: TopicStanding) => ({
  topic_id,
  slug,
  topic,
  parent,
  level,
  answered,
  correct,
  estimate,
  gap,
});

/** One subject of the paper: its marks, its questions, the expected questions per topic slug, the student's topics. */
export type SubjectInPaper = {
  subject: string;
  marks: number;
  questions: number;
  expected: ReadonlyMap<string, number>;
  topics: readonly TopicStanding[];
};

export type RankedTopic = TopicStanding & {
  subject: string;
  /** Questions of the topic in the subject's section, on average (one decimal). */
  questions: number;
  /** The marks those questions carry: the topic's weight in the paper (one decimal). */
  marks: number;
  /** marks × gap: what mastering the topic is worth, about (two decimals). */
  yield: number;
  /** Why, in words. */
  reason: string;
};

export const NEXT_TOPICS_DEFAULT = 5;

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/** "about 2", or "less than one" for a topic that is drawn in some sittings only. */
function about(n: number): string {
  if (n < 0.95) return "less than one";
  return `about ${Math.round(n)}`;
}

/** Why the topic is worth studying, in a sentence. */
export function reasonFor(
  t: Pick<RankedTopic, "subject" | "level" | "answered" | "correct"> & {
    expected: number;
    marks: number;
    subjectMarks: number;
    subjectQuestions: number;
  },
): string {
  const share =
    t.subjectMarks === t.subjectQuestions
      ? `${capitalise(about(t.expected))} of the ${t.subjectQuestions} ${t.subject} questions ${t.expected >= 1.5 ? "are" : "is"} on this topic`
      : `${capitalise(about(t.expected))} of the ${t.subjectQuestions} ${t.subject} questions (${about(t.marks)} of its ${t.subjectMarks} marks) ${t.expected >= 1.5 ? "are" : "is"} on this topic`;
  const standing =
    t.answered === 0
      ? "you have not practised it yet"
      : `you are at ${LEVEL_NAMES[t.level]}, with ${t.correct} of ${t.answered} ${t.answered === 1 ? "answer" : "answers"} right so far`;
  return `${share}, and ${standing}.`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The topics with the highest yield across the paper's subjects, best first: yield = the topic's
 * marks in the paper × the gap to mastery. Ties go to the topic with fewer answers (less is known
 * about it), then to the subjects' and the syllabus's order. Topics the paper never draws and
 * mastered ones (no gap) have no yield and are left out.
 */
export function rankTopics(subjects: readonly SubjectInPaper[], limit = NEXT_TOPICS_DEFAULT): RankedTopic[] {
  const ranked: { topic: RankedTopic; exact: number; order: number }[] = [];
  let order = 0;
  for (const s of subjects) {
    for (const t of s.topics) {
      order += 1;
      const expected = s.expected.get(t.slug) ?? 0;
      if (expected <= 0 || s.questions <= 0 || t.gap <= 0) continue;
      const marks = (expected / s.questions) * s.marks;
      const exact = marks * t.gap;
      ranked.push({
        exact,
        order,
        topic: {
          ...standingOf(t),
          subject: s.subject,
          questions: round(expected, 1),
          marks: round(marks, 1),
          yield: round(exact, 2),
          reason: reasonFor({
            ...t,
            subject: s.subject,
            expected,
            marks,
            subjectMarks: s.marks,
            subjectQuestions: s.questions,
          }),
        },
      });
    }
  }
  // Yields within a thousandth are a tie: float noise must not decide between equals.
  ranked.sort(
    (a, b) => round(b.exact, 3) - round(a.exact, 3) || a.topic.answered - b.topic.answered || a.order - b.order,
  );
  return ranked.slice(0, Math.max(0, limit)).map((r) => r.topic);
}
