// Simulated students for the prediction benchmark (bench/prediction.ts). They answer the real
// seeded UTME questions by a model that is NOT the predictor's own: three-parameter IRT (with
// guessing and a discrimination per question), abilities that differ by subject and by topic,
// that grow over the weeks and with practice on a topic, and a memory of questions already seen.
// The predictor (lib/study/predict.ts) is a logistic model with no guessing, no discrimination and
// only the easy/medium/hard label per question; it sees only the evidence these students leave.
// Everything is drawn from one seeded generator, so a run is reproducible.

import { drawSection, seededRandom, shuffle, type PoolQuestion } from "../lib/exam/draw";
import type { Difficulty } from "../lib/study/predict";
import type { EvidenceSource } from "../lib/study/predict-evidence";

/** The logistic scaling constant that makes the logistic close to the normal ogive. */
export const D = 1.7;

export type ItemParameters = { a: number; b: number; c: number };

/** Three-parameter logistic IRT: the chance that a student of ability θ answers right. */
export function p3pl(theta: number, { a, b, c }: ItemParameters): number {
  return c + (1 - c) / (1 + Math.exp(-D * a * (theta - b)));
}

/** A standard normal draw (Box–Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export type BankQuestionInput = {
  slug: string;
  subject: string;
  topic: string;
  difficulty: Difficulty;
  stimulus: string | null;
};
export type SimQuestion = BankQuestionInput & ItemParameters;
export type SimBank = {
  questions: SimQuestion[];
  bySubject: Map<string, SimQuestion[]>;
  topicOrder: Map<string, string[]>;
};

/** Difficulty b by label, on the ability scale. */
const LABEL_B: Record<Difficulty, number> = { easy: -1, medium: 0, hard: 1 };

/** Gives each question 3PL parameters: b from its label plus noise, a lognormal, c about 1/4 (four options). */
export function simulateBank(
  questions: readonly BankQuestionInput[],
  topicOrder: Map<string, string[]>,
  random: () => number,
): SimBank {
  const simulated = questions.map((q) => ({
    ...q,
    b: LABEL_B[q.difficulty] + 0.6 * normal(random),
    a: Math.exp(0.3 * normal(random)),
    c: 0.18 + 0.12 * random(),
  }));
  const bySubject = new Map<string, SimQuestion[]>();
  for (const q of simulated) bySubject.set(q.subject, [...(bySubject.get(q.subject) ?? []), q]);
  return { questions: simulated, bySubject, topicOrder };
}

export type SimAnswer = {
  id: string;
  slug: string;
  subject: string;
  topic: string;
  difficulty: Difficulty;
  correct: boolean;
  answered: boolean;
  source: EvidenceSource;
  sourceId: string;
  examMode: boolean;
  answeredAt: Date;
};

export type SimSitting = {
  id: string;
  at: Date;
  subjects: string[];
  results: { subject: string; correct: number; questions: number; score: number }[];
};

export type SimStudent = {
  index: number;
  combination: string[];
  answers: SimAnswer[];
  sittings: SimSitting[];
  /** The expected UTME score today, per subject and in total (the mean over fresh draws). */
  trueScore: { total: number; subjects: Record<string, number> };
  /** One simulated fresh UTME sitting today, scored as JAMB does. */
  sittingScore: { total: number; subjects: Record<string, number> };
  profile: {
    theta: number;
    growthPerMonth: number;
    days: number;
    plannedAnswers: number;
    light: boolean;
    blankRate: number;
  };
};

export type SimulationOptions = {
  /** UTME section sizes. */
  sections: Record<string, number>;
  electives: readonly string[];
  now: Date;
  /** Switches for the effects the predictor does not model, to see what each costs (all on by default). */
  effects?: { memory?: boolean; learning?: boolean; growth?: boolean };
};

const DAY_MS = 86_400_000;

function weightedPick<T>(items: readonly T[], weights: readonly number[], random: () => number): T {
  const total = weights.reduce((s, w) => s + w, 0);
  let r = random() * total;
  for (let i = 0; i < items.length; i += 1) {
    r -= weights[i]!;
    if (r <= 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

const SCIENCE = ["Physics", "Chemistry", "Biology", "Mathematics"];
const ARTS = ["Economics", "Government", "Mathematics", "Biology"];

function pickCombination(electives: readonly string[], random: () => number): string[] {
  const r = random();
  const group = r < 0.5 ? SCIENCE : r < 0.8 ? ARTS : [...electives];
  const available = group.filter((s) => electives.includes(s));
  return ["English", ...shuffle(available, random).slice(0, 3)];
}

/**
 * One student's history and true score. Their ability on a question of subject s and topic t at
 * day d is θ + v[s] + u[s,t] + growth·d + learning[s,t], where learning grows with each answer
 * on that topic (up to a cap). A question answered before is remembered a little: its chance
 * moves a quarter of the way (a review half the way) to certain.
 */
export function simulateStudent(
  index: number,
  bank: SimBank,
  options: SimulationOptions,
  random: () => number,
  inclusion = inclusionProbabilities(bank, options.sections),
): SimStudent {
  const { now } = options;
  const theta = -0.4 + normal(random);
  const subjectDev = new Map<string, number>();
  const topicDev = new Map<string, number>();
  for (const subject of bank.bySubject.keys()) subjectDev.set(subject, 0.5 * normal(random));
  for (const q of bank.questions) {
    const key = `${q.subject}|${q.topic}`;
    if (!topicDev.has(key)) topicDev.set(key, 0.5 * normal(random));
  }
  const effects = { memory: true, learning: true, growth: true, ...options.effects };
  const growthPerMonth = effects.growth ? 0.4 * random() : 0 * random();
  const light = random() < 0.08;
  const days = 14 + Math.floor(random() * 29);
  const plannedAnswers = light ? 60 + Math.floor(random() * 90) : 200 + Math.floor(random() * 601);
  const combination = pickCombination(options.electives, random);
  const start = now.getTime() - days * DAY_MS;

  // Practice habits: how much each subject, topic and difficulty is chosen.
  const subjectWeight = new Map(combination.map((s) => [s, s === "English" ? 0.8 + random() : 0.5 + random()]));
  if (random() < 0.12) subjectWeight.set(combination[1 + Math.floor(random() * 3)]!, 0.03);
  const topicWeight = new Map<string, number>();
  for (const key of topicDev.keys()) topicWeight.set(key, Math.exp(1.2 * normal(random)));
  const difficultyWeight: Record<Difficulty, number> = {
    easy: 0.33 * Math.exp(0.6 * normal(random)),
    medium: 0.48 * Math.exp(0.6 * normal(random)),
    hard: 0.19 * Math.exp(0.6 * normal(random)),
  };
  const reviewer = random() < 0.5;
  /** Questions left blank under the exam clock (they score nothing, in a mock as on the day). */
  const blankRate = 0.05 * random();

  const learning = new Map<string, number>();
  const seen = new Set<string>();
  const ability = (q: SimQuestion, at: number) =>
    theta +
    subjectDev.get(q.subject)! +
    topicDev.get(`${q.subject}|${q.topic}`)! +
    growthPerMonth * ((at - start) / (30 * DAY_MS)) +
    (learning.get(`${q.subject}|${q.topic}`) ?? 0);
  const chance = (q: SimQuestion, at: number, memory: number) => {
    const p = p3pl(ability(q, at), q);
    return memory > 0 && seen.has(q.slug) && effects.memory ? p + memory * (1 - p) : p;
  };
  const learn = (q: SimQuestion) => {
    if (!effects.learning) return;
    const key = `${q.subject}|${q.topic}`;
    learning.set(key, Math.min(0.4, (learning.get(key) ?? 0) + 0.015));
  };

  const answers: SimAnswer[] = [];
  let serial = 0;
  const answer = (
    q: SimQuestion,
    at: number,
    source: EvidenceSource,
    sourceId: string,
    examMode: boolean,
    memory: number,
    blank = false,
  ) => {
    const correct = !blank && random() < chance(q, at, memory);
    answers.push({
      id: `${index}-${(serial += 1)}`,
      slug: q.slug,
      subject: q.subject,
      topic: q.topic,
      difficulty: q.difficulty,
      correct,
      answered: !blank,
      source,
      sourceId,
      examMode,
      answeredAt: new Date(at),
    });
    seen.add(q.slug);
    learn(q);
    return correct;
  };

  // UTME sittings: none, one or two, at random days of the history.
  const sittingCount = light ? 0 : weightedPick([0, 1, 2], [0.45, 0.35, 0.2], random);
  const sittingDays = Array.from({ length: sittingCount }, () => Math.floor(random() * days)).sort((a, b) => a - b);
  const recentSitting = new Set<string>();
  const sittings: SimSitting[] = [];

  const drawFor = (subject: string, recent: ReadonlySet<string>, count: number) => {
    const pool = bank.bySubject.get(subject)!;
    const bySlug = new Map(pool.map((q) => [q.slug, q]));
    const drawPool: PoolQuestion[] = pool.map((q) => ({
      id: q.slug,
      topic: q.topic,
      stimulusId: q.stimulus,
      recent: recent.has(q.slug),
    }));
    return drawSection({ pool: drawPool, count, topicOrder: bank.topicOrder.get(subject) ?? [], random }).map((d) =>
      bySlug.get(d.id)!,
    );
  };

  // Practice sessions, spread over the days, each of one subject: a topic drill or a mixed set.
  type Session = { at: number; kind: "drill" | "quiz" | "sitting"; day: number };
  const sessions: Session[] = [];
  let planned = 0;
  while (planned < plannedAnswers) {
    const kind = random() < 0.45 ? "drill" : "quiz";
    const day = Math.floor(random() * days);
    sessions.push({ at: start + day * DAY_MS + Math.floor(random() * 12 * 3600_000) + 6 * 3600_000, kind, day });
    planned += kind === "drill" ? 10 : 15;
  }
  // Two sittings on one day start three hours apart.
  sittingDays.forEach((day, i) =>
    sessions.push({ at: start + day * DAY_MS + (10 + 3 * i) * 3600_000, kind: "sitting", day }),
  );
  sessions.sort((a, b) => a.at - b.at);

  const reviewQueue: { q: SimQuestion; due: number }[] = [];
  let sessionSerial = 0;
  for (const session of sessions) {
    // Reviews due before this session come first.
    if (reviewer) {
      for (const card of reviewQueue.splice(0).sort((a, b) => a.due - b.due)) {
        if (card.due > session.at) reviewQueue.push(card);
        else if (!answer(card.q, card.due, "review", `review-${index}-${(sessionSerial += 1)}`, false, 0.5))
          reviewQueue.push({ q: card.q, due: card.due + DAY_MS });
      }
    }
    const sourceId = `${index}-${(sessionSerial += 1)}`;
    if (session.kind === "sitting") {
      const results: SimSitting["results"] = [];
      const drawn: string[] = [];
      for (const subject of combination) {
        const questions = drawFor(subject, recentSitting, options.sections[subject]!);
        let correct = 0;
        for (const q of questions) {
          drawn.push(q.slug);
          if (answer(q, session.at, "sitting", `sitting-${sourceId}`, true, 0.25, random() < blankRate)) correct += 1;
        }
        results.push({
          subject,
          correct,
          questions: questions.length,
          score: Math.round((correct / questions.length) * 100),
        });
      }
      for (const slug of drawn) recentSitting.add(slug);
      sittings.push({ id: `sitting-${sourceId}`, at: new Date(session.at), subjects: combination, results });
      continue;
    }
    const subject = weightedPick(
      combination,
      combination.map((s) => subjectWeight.get(s)!),
      random,
    );
    const pool = bank.bySubject.get(subject)!;
    const topics = [...new Set(pool.map((q) => q.topic))];
    const topicWeights = topics.map((t) => topicWeight.get(`${subject}|${t}`) ?? 1);
    const focus = session.kind === "drill" ? weightedPick(topics, topicWeights, random) : null;
    const size = session.kind === "drill" ? 10 : 15;
    const used = new Set<string>();
    for (let i = 0; i < size; i += 1) {
      const topic = focus ?? weightedPick(topics, topicWeights, random);
      const candidates = pool.filter((q) => q.topic === topic && !used.has(q.slug));
      if (candidates.length === 0) continue;
      const fresh = candidates.filter((q) => !seen.has(q.slug));
      const choices = fresh.length > 0 ? fresh : candidates;
      const q = weightedPick(
        choices,
        choices.map((c) => difficultyWeight[c.difficulty]),
        random,
      );
      used.add(q.slug);
      const at = session.at + i * 60_000;
      if (!answer(q, at, session.kind, sourceId, false, 0.25) && reviewer)
        reviewQueue.push({ q, due: at + (1 + Math.floor(random() * 3)) * DAY_MS });
    }
  }

  // Today: the expected score over fresh draws of the paper, and one simulated sitting. The real
  // UTME's questions are new to the student, so nothing is remembered here, and the draw does not
  // steer away from questions seen: the bank's questions stand in for questions like them.
  const today = now.getTime();
  const trueSubjects: Record<string, number> = {};
  const sittingSubjects: Record<string, number> = {};
  for (const subject of combination) {
    const count = options.sections[subject]!;
    let expected = 0;
    for (const q of bank.bySubject.get(subject)!)
      expected += (inclusion.get(q.slug) ?? 0) * (1 - blankRate) * chance(q, today, 0);
    trueSubjects[subject] = (100 * expected) / count;
    let correct = 0;
    for (const q of drawFor(subject, new Set(), count))
      if (random() >= blankRate && random() < chance(q, today, 0)) correct += 1;
    sittingSubjects[subject] = Math.round((100 * correct) / count);
  }
  const sum = (r: Record<string, number>) => Object.values(r).reduce((s, v) => s + v, 0);
  return {
    index,
    combination,
    answers,
    sittings,
    trueScore: { total: sum(trueSubjects), subjects: trueSubjects },
    sittingScore: { total: sum(sittingSubjects), subjects: sittingSubjects },
    profile: { theta, growthPerMonth, days, plannedAnswers, light, blankRate },
  };
}

/**
 * The chance that each question is in a freshly drawn section (the engine's draw, run many
 * times): a section's expected score is the sum over the pool of that chance times the chance of
 * a right answer.
 */
export function inclusionProbabilities(
  bank: SimBank,
  sections: Record<string, number>,
  draws = 400,
  seed = 1,
): Map<string, number> {
  const random = seededRandom(seed);
  const inclusion = new Map<string, number>();
  for (const [subject, pool] of bank.bySubject) {
    const count = sections[subject];
    if (!count) continue;
    const drawPool: PoolQuestion[] = pool.map((q) => ({
      id: q.slug,
      topic: q.topic,
      stimulusId: q.stimulus,
      recent: false,
    }));
    if (pool.length <= count) {
      for (const q of pool) inclusion.set(q.slug, 1);
      continue;
    }
    for (let i = 0; i < draws; i += 1) {
      for (const q of drawSection({ pool: drawPool, count, topicOrder: bank.topicOrder.get(subject) ?? [], random })) {
        inclusion.set(q.id, (inclusion.get(q.id) ?? 0) + 1 / draws);
      }
    }
  }
  return inclusion;
}

export function simulateStudents(count: number, bank: SimBank, options: SimulationOptions, seed: number): SimStudent[] {
  const random = seededRandom(seed);
  const inclusion = inclusionProbabilities(bank, options.sections);
  return Array.from({ length: count }, (_, i) => simulateStudent(i, bank, options, random, inclusion));
}
