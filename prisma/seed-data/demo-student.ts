// How the demo student (student@examprep.ng) answers the two UTME papers the seed makes them sit
// (prisma/seed-study-worker.ts): a middling candidate, deterministic, stronger in some subjects
// and topics than others. Pure: the seed's random numbers come in as a function.
//
// P(knows the answer) = σ(subject level + topic's offset + difficulty + growth since the first
// paper). A question they do not know is guessed among the options (so one in four comes right
// by luck), a few are left blank (more of the hard ones, as the clock runs down), and the
// uncertain ones are often flagged.

export const DEMO_UTME_SUBJECTS = ["English", "Mathematics", "Physics", "Chemistry"] as const;

/** Logit of knowing a medium question on an average topic: English is their best, Mathematics their worst. */
export const DEMO_SUBJECT_LEVEL: Record<string, number> = {
  English: -0.2,
  Mathematics: -1.2,
  Physics: -0.8,
  Chemistry: -1,
};
const DIFFICULTY_SHIFT = { easy: 0.9, medium: 0, hard: -0.9 } as const;
/** Topic offsets are spread evenly over ±TOPIC_SPREAD, fixed by the topic's slug. */
const TOPIC_SPREAD = 1.6;
/** The second paper, a week later, after some reviews. */
const GROWTH_PER_PAPER = 0.15;
const SKIP = { easy: 0.02, medium: 0.03, hard: 0.07 } as const;
const FLAG_WHEN_GUESSING = 0.3;
const FLAG_WHEN_KNOWN = 0.02;

export type DemoItem = {
  subject: string;
  topic: string;
  difficulty: "easy" | "medium" | "hard";
  key: string;
  letters: readonly string[];
};
export type DemoAnswer = { answer: string | null; flagged: boolean };

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** FNV-1a of the text, as a number in [0, 1): a topic's offset does not depend on the order of the draw. */
function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

export function topicOffset(subject: string, topic: string): number {
  return (unitHash(`${subject}/${topic}`) * 2 - 1) * TOPIC_SPREAD;
}

/** The chance the demo student knows the item's answer on their `paper`-th paper (0 the first). */
export function knowChance(item: Pick<DemoItem, "subject" | "topic" | "difficulty">, paper: number): number {
  const level = DEMO_SUBJECT_LEVEL[item.subject] ?? -0.3;
  return sigmoid(
    level + topicOffset(item.subject, item.topic) + DIFFICULTY_SHIFT[item.difficulty] + GROWTH_PER_PAPER * paper,
  );
}

/** The demo student's answer to one item of a sitting. */
export function demoAnswer(item: DemoItem, paper: number, random: () => number): DemoAnswer {
  if (random() < SKIP[item.difficulty]) return { answer: null, flagged: false };
  if (random() < knowChance(item, paper)) return { answer: item.key, flagged: random() < FLAG_WHEN_KNOWN };
  const guess = item.letters[Math.floor(random() * item.letters.length)] ?? item.key;
  return { answer: guess, flagged: random() < FLAG_WHEN_GUESSING };
}

/** Reviewing a card of their deck: they remember the key they were shown half the time, else as on a paper. */
export function demoReview(
  item: DemoItem,
  paper: number,
  random: () => number,
): { answer: string; rating: "again" | "hard" | "good" | "easy" } {
  const knows = random() < 0.5 || random() < knowChance(item, paper);
  if (knows) return { answer: item.key, rating: random() < 0.25 ? "easy" : random() < 0.8 ? "good" : "hard" };
  const wrong = item.letters.filter((l) => l !== item.key);
  return { answer: wrong[Math.floor(random() * wrong.length)] ?? item.key, rating: "again" };
}
