import { lagosDay } from "../validation/progress";

// Topic mastery (docs/study-loop.md, "Mastery"): from a student's answers on one topic, the
// level they have reached, an estimate of their chance of answering the topic's next question
// right, and how far they still are from mastering it. Pure: the clock is an argument.

export const MASTERY_LEVELS = ["not_started", "attempted", "familiar", "proficient", "mastered"] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

export type EvidenceDifficulty = "easy" | "medium" | "hard";
export type EvidenceSource = "sitting" | "quiz" | "review" | "drill";

/** One answer on the topic (an answer_events row). */
export type Evidence = {
  correct: boolean;
  /** False when the question was left unanswered: a blank is not an answer, and never counts. */
  answered: boolean;
  difficulty: EvidenceDifficulty;
  answeredAt: Date;
  source: EvidenceSource;
};

export type TopicAssessment = {
  level: MasteryLevel;
  /** Chance of answering the topic's next question right: the weighted accuracy under a Beta(1, 1) prior. */
  estimate: number;
  /** 0 once mastered, 1 for an untouched topic: how much is left to reach Mastered. */
  gap: number;
  /** Weighted share right in the window; null with no evidence. */
  accuracy: number | null;
  /** Answers in the window (at most WINDOW). */
  counted: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every number of the rules, named as docs/study-loop.md names them. */
export const MASTERY_RULES = {
  /** Only the most recent answers count (Kolibri's "n" of "m of n"). */
  window: 20,
  /** An answer's weight halves every this many days. */
  halfLifeDays: 30,
  /** Weight of an answer by difficulty: a hard one right and an easy one wrong say more. */
  rightWeight: { easy: 0.75, medium: 1, hard: 1.25 },
  wrongWeight: { easy: 1.25, medium: 1, hard: 0.75 },
  /** A review puts again a question whose key the student has seen: it counts half. */
  sourceWeight: { sitting: 1, quiz: 1, drill: 1, review: 0.5 },
  /** The estimate's Beta prior: one right and one wrong answer's worth (Laplace's rule). */
  prior: { right: 1, wrong: 1 },
  familiar: { answers: 3, accuracy: 0.5 },
  proficient: { answers: 5, accuracy: 0.7, mediumOrHardRight: 1, rightWithinDays: 180 },
  mastered: { answers: 8, accuracy: 0.85, lastRight: 3, mediumOrHardRight: 2, rightOnDays: 2, rightWithinDays: 60 },
  /** How far each level is from Mastered, for the gap. */
  levelGap: { not_started: 1, attempted: 0.75, familiar: 0.5, proficient: 0.25, mastered: 0 },
} as const;

const DIFFICULTY_ORDER: readonly EvidenceDifficulty[] = ["easy", "medium", "hard"];
const SOURCE_ORDER: readonly EvidenceSource[] = ["sitting", "quiz", "review", "drill"];

const isRight = (e: Evidence) => e.correct && e.answered;

/**
 * Newest first. Answers given at the same instant (one sitting's) have no order of their own, so
 * they are put in a fixed one that assumes the worst: a wrong or skipped answer counts as the more
 * recent, then the easier question. The result never depends on the order of the input. The SQL
 * in server/study/mastery.ts picks the window in this same order.
 */
export function compareNewestFirst(a: Evidence, b: Evidence): number {
  return (
    b.answeredAt.getTime() - a.answeredAt.getTime() ||
    Number(isRight(a)) - Number(isRight(b)) ||
    Number(a.answered) - Number(b.answered) ||
    DIFFICULTY_ORDER.indexOf(a.difficulty) - DIFFICULTY_ORDER.indexOf(b.difficulty) ||
    SOURCE_ORDER.indexOf(a.source) - SOURCE_ORDER.indexOf(b.source)
  );
}

/** The answer's weight as evidence at `now`: recency × difficulty × source. */
export function evidenceWeight(e: Evidence, now: Date): number {
  const ageDays = Math.max(0, now.getTime() - e.answeredAt.getTime()) / DAY_MS;
  const recency = 0.5 ** (ageDays / MASTERY_RULES.halfLifeDays);
  const difficulty = (isRight(e) ? MASTERY_RULES.rightWeight : MASTERY_RULES.wrongWeight)[e.difficulty];
  return recency * difficulty * MASTERY_RULES.sourceWeight[e.source];
}

/** The answers that count: the WINDOW most recent answers (blanks are not answers), newest first. */
export function masteryWindow(evidence: readonly Evidence[]): Evidence[] {
  return evidence
    .filter((e) => e.answered)
    .sort(compareNewestFirst)
    .slice(0, MASTERY_RULES.window);
}

function withinDays(e: Evidence, now: Date, days: number): boolean {
  return now.getTime() - e.answeredAt.getTime() <= days * DAY_MS;
}

function decideLevel(window: readonly Evidence[], accuracy: number, now: Date): MasteryLevel {
  const n = window.length;
  const rights = window.filter(isRight);
  const mediumOrHardRights = rights.filter((e) => e.difficulty !== "easy").length;

  const m = MASTERY_RULES.mastered;
  if (
    n >= m.answers &&
    accuracy >= m.accuracy &&
    window.slice(0, m.lastRight).every(isRight) &&
    mediumOrHardRights >= m.mediumOrHardRight &&
    new Set(rights.map((e) => lagosDay(e.answeredAt))).size >= m.rightOnDays &&
    rights.some((e) => withinDays(e, now, m.rightWithinDays))
  ) {
    return "mastered";
  }
  const p = MASTERY_RULES.proficient;
  if (
    n >= p.answers &&
    accuracy >= p.accuracy &&
    mediumOrHardRights >= p.mediumOrHardRight &&
    rights.some((e) => withinDays(e, now, p.rightWithinDays))
  ) {
    return "proficient";
  }
  const f = MASTERY_RULES.familiar;
  if (n >= f.answers && accuracy >= f.accuracy) return "familiar";
  return "attempted";
}

/** The gap to mastery: half the levels still to climb, half the estimate's shortfall from Mastered's accuracy. */
export function masteryGap(level: MasteryLevel, estimate: number): number {
  if (level === "mastered") return 0;
  const target = MASTERY_RULES.mastered.accuracy;
  const accuracyGap = Math.max(0, target - estimate) / target;
  return (MASTERY_RULES.levelGap[level] + accuracyGap) / 2;
}

/** The student's level, estimate and gap on one topic from their answers on it, as of `now`. */
export function assessMastery(evidence: readonly Evidence[], now: Date): TopicAssessment {
  const window = masteryWindow(evidence);
  let weight = 0;
  let rightWeight = 0;
  for (const e of window) {
    const w = evidenceWeight(e, now);
    weight += w;
    if (isRight(e)) rightWeight += w;
  }
  const { prior } = MASTERY_RULES;
  const estimate = (rightWeight + prior.right) / (weight + prior.right + prior.wrong);
  if (window.length === 0)
    return { level: "not_started", estimate, gap: masteryGap("not_started", estimate), accuracy: null, counted: 0 };
  // Only evidence centuries old could weigh nothing at all; it then says nothing right.
  const accuracy = weight > 0 ? rightWeight / weight : 0;
  const level = decideLevel(window, accuracy, now);
  return { level, estimate, gap: masteryGap(level, estimate), accuracy, counted: window.length };
}
