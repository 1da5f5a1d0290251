// The predicted UTME score (docs/study-loop.md, "Predicted UTME score"): per subject of the student's
// combination, the expected score on a fresh UTME section and an 80 % interval for it, and the
// total out of 400. Pure: the evidence comes aggregated (lib/study/predict-evidence.ts, or the
// same aggregation in SQL in server/study/prediction.ts) and the section's make-up comes from
// the draw (lib/study/section-blueprint.ts).
//
// The model is a multilevel logistic model of the chance of a right answer, fitted per student
// by its posterior mode with a Laplace approximation:
//
//   logit P(right) = g + v[subject] + u[subject, topic] + δ[difficulty] + c[subject]·(practice)
//                    + β·(months before today)
//
//   g  the student's general level            ~ N(0, 1.5²)
//   v  how a subject differs from it           ~ N(0, 0.6²)   (partial pooling across subjects)
//   u  how a topic differs from its subject    ~ N(0, 0.5²)   (partial pooling across topics)
//   δ  easy and hard against medium (0)        ~ N(+0.8, 0.5²), N(−0.8, 0.5²), the student's own
//   c  practice against timed exam sittings    ~ N(0, 0.2²)   (learnt once they sit a paper)
//   β  change per 30 days (g is today's level)  ~ N(0, 0.3²)
//
// Answers are weighted by recency (and reviews and repeats weigh less), so the likelihood is a
// weighted binomial per cell. A subject's expected share right on a fresh section is the
// section's topic × difficulty make-up averaged over the posterior; the interval adds the
// binomial noise of a 40- or 60-question section to the posterior's uncertainty.

import { arrowheadSolver, emptyArrowhead } from "./arrowhead";

export type Difficulty = "easy" | "medium" | "hard";
export type Exposure = "fresh" | "repeat" | "review";

/** Evidence aggregated per subject, topic, difficulty and condition, weighted by recency. */
export type EvidenceCell = {
  subject: string;
  /** Leaf topic slug; null for questions without a topic (they still tell about the subject). */
  topic: string | null;
  difficulty: Difficulty;
  /** Answered in an exam-mode sitting (timed, nothing revealed) rather than in practice. */
  exam: boolean;
  /**
   * fresh: the student's first answer to the question; repeat: a later one; review: a mistake
   * re-asked after the key was shown. Repeats and reviews are remembered, not only known.
   */
  exposure: Exposure;
  /** Answers counted, unweighted (the minimum evidence is counted in these). */
  answers: number;
  /** Sum of the answers' weights. */
  weight: number;
  /** Sum of the weights of the right answers. */
  correct: number;
  /** How long ago, in days: the weighted mean age of the cell's answers (cells are split by week). */
  age: number;
};

/** One cell of a section's make-up: the expected share of its questions in this topic and difficulty. */
export type SectionCell = { topic: string; difficulty: Difficulty; share: number };

/** The UTME paper template, as far as the prediction needs it. */
export type UtmePaper = {
  required: readonly string[];
  choose: number;
  sections: readonly { subject: string; questions: number }[];
};

export type PredictionInput = {
  paper: UtmePaper;
  /** Per subject, its section's make-up; shares sum to 1. */
  blueprints: Readonly<Record<string, readonly SectionCell[]>>;
  evidence: readonly EvidenceCell[];
  /** Subjects of the student's latest submitted UTME sitting, if any. */
  latestUtmeSubjects: readonly string[] | null;
  /** For the explanation: answers counted in the window, the first one's time, UTME sittings in it. */
  history: { answers: number; firstAnsweredAt: Date | null; utmeSittings: number };
  now: Date;
};

export type SubjectPrediction = { subject: string; score: number; low: number; high: number; answers: number };

export type UtmePrediction = {
  total: number;
  low: number;
  high: number;
  subjects: SubjectPrediction[];
  explanation: string;
  based_on: { answers: number; days: number; utme_sittings: number };
};

export type SubjectEvidence = { subject: string; answers: number; needed: number };

export type PredictionResult = { utme: UtmePrediction } | { utme: null; missing: string; evidence: SubjectEvidence[] };

/** Answers a subject needs before it is predicted (a full UTME sitting gives 40 or 60). */
export const MIN_ANSWERS = 30;
/** The interval holds 80 %: the 10th and 90th percentiles of a normal. */
export const Z80 = 1.2815515655446004;

export type ModelPriors = {
  general: { mean: number; sd: number };
  subject: number;
  topic: number;
  easy: { mean: number; sd: number };
  hard: { mean: number; sd: number };
  practice: number;
  /** What having seen the question (and its key) adds, for a repeat and for a review. */
  repeat: { mean: number; sd: number };
  review: { mean: number; sd: number };
  /** Change of the logit per 30 days. */
  trend: number;
};

export const DEFAULT_PRIORS: ModelPriors = {
  general: { mean: 0, sd: 1.5 },
  subject: 0.6,
  topic: 0.5,
  easy: { mean: 0.8, sd: 0.5 },
  hard: { mean: -0.8, sd: 0.5 },
  practice: 0.2,
  repeat: { mean: 0, sd: 1 },
  review: { mean: 0, sd: 1 },
  trend: 0.3,
};

// ---------------------------------------------------------------------------------------------
// Which subjects, and is there enough evidence

export function electivesOf(paper: UtmePaper): string[] {
  return paper.sections.map((s) => s.subject).filter((s) => !paper.required.includes(s));
}

export type Combination = { subjects: string[]; missingElectives: number };

/**
 * The subjects of the latest UTME sitting when it is a valid combination; else the required
 * subjects plus the electives the student has most answers in (ties in the paper's order).
 */
export function chooseCombination(
  paper: UtmePaper,
  latestUtmeSubjects: readonly string[] | null,
  answers: ReadonlyMap<string, number>,
): Combination {
  const electives = electivesOf(paper);
  if (latestUtmeSubjects) {
    const chosen = latestUtmeSubjects.filter((s) => electives.includes(s));
    const valid = paper.required.every((s) => latestUtmeSubjects.includes(s)) && new Set(chosen).size === paper.choose;
    if (valid)
      return { subjects: [...paper.required, ...electives.filter((s) => chosen.includes(s))], missingElectives: 0 };
  }
  const ranked = electives
    .map((subject, i) => ({ subject, i, n: answers.get(subject) ?? 0 }))
    .filter((e) => e.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, paper.choose)
    .sort((a, b) => a.i - b.i);
  return {
    subjects: [...paper.required, ...ranked.map((e) => e.subject)],
    missingElectives: paper.choose - ranked.length,
  };
}

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

function joinOr(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} or ${parts[parts.length - 1]}`;
}

const countWords = ["no", "one", "two", "three", "four", "five", "six"];

/**
 * What stands between the student and a prediction, from the rule itself (MIN_ANSWERS answered
 * questions in each subject of the combination): "Answer at least 25 more Physics questions and
 * 12 more Chemistry questions." A student with no UTME sitting may instead sit one; one who has
 * sat one is told that only answered questions count, never to sit a paper they have sat.
 */
export function missingMessage(
  short: readonly SubjectEvidence[],
  missingElectives: number,
  electives: readonly string[],
  utmeSittings = 0,
): string {
  const parts = short.map((s) => {
    const more = Math.ceil(s.needed - s.answers);
    return `${more} more ${s.subject} ${more === 1 ? "question" : "questions"}`;
  });
  if (missingElectives > 0) {
    const which = `${joinOr(electives)}`;
    parts.push(
      missingElectives === 1
        ? `${MIN_ANSWERS} questions in one more UTME subject (${which})`
        : `${MIN_ANSWERS} questions in each of ${countWords[missingElectives] ?? missingElectives} more UTME subjects (${which})`,
    );
  }
  const need = `Answer at least ${joinAnd(parts)}`;
  if (utmeSittings === 0) return `${need}, or sit a full UTME paper and answer its questions.`;
  return `${need}. Only answered questions count: those left blank in your UTME ${utmeSittings === 1 ? "sitting" : "sittings"} say nothing yet.`;
}

// ---------------------------------------------------------------------------------------------
// The model

const logistic = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));
/** log σ(z), without overflow. */
const logSigmoid = (z: number) => -(Math.max(-z, 0) + Math.log1p(Math.exp(-Math.abs(z))));

/**
 * A cell of the likelihood: its logit is Σ coefs[i]·x[globals[i]] (+ x[local]), and its weighted
 * counts of answers (n) and right answers (k).
 */
export type ModelCell = { globals: number[]; coefs: number[]; local: number; n: number; k: number };

export type FittedModel = {
  /** Posterior mode, globals then locals. */
  mode: Float64Array;
  /** Solves H x = r with H the negative Hessian at the mode: H⁻¹ is the posterior covariance. */
  solve: (r: ArrayLike<number>) => Float64Array;
  globals: number;
  locals: number;
  iterations: number;
};

/** Gaussian priors (mean, precision) per parameter; cells of weighted binomial evidence. Newton's method with step halving. */
export function fitModel(
  globals: number,
  locals: number,
  priorMean: Float64Array,
  priorPrecision: Float64Array,
  cells: readonly ModelCell[],
): FittedModel {
  const n = globals + locals;
  const eta = (x: Float64Array, cell: ModelCell) => {
    let sum = 0;
    for (let i = 0; i < cell.globals.length; i += 1) sum += cell.coefs[i]! * x[cell.globals[i]!]!;
    if (cell.local >= 0) sum += x[globals + cell.local]!;
    return sum;
  };
  const logPosterior = (x: Float64Array) => {
    let lp = 0;
    for (const cell of cells) {
      const z = eta(x, cell);
      lp += cell.k * logSigmoid(z) + (cell.n - cell.k) * logSigmoid(-z);
    }
    for (let i = 0; i < n; i += 1) lp -= 0.5 * priorPrecision[i]! * (x[i]! - priorMean[i]!) ** 2;
    return lp;
  };
  const hessianAndGradient = (x: Float64Array) => {
    const h = emptyArrowhead(globals, locals);
    const grad = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      grad[i] = -priorPrecision[i]! * (x[i]! - priorMean[i]!);
      if (i < globals) h.a[i * globals + i] = priorPrecision[i]!;
      else h.d[i - globals] = priorPrecision[i]!;
    }
    for (const cell of cells) {
      const p = logistic(eta(x, cell));
      const r = cell.k - cell.n * p;
      const w = cell.n * p * (1 - p);
      for (let gi = 0; gi < cell.globals.length; gi += 1) {
        const i = cell.globals[gi]!;
        const ci = cell.coefs[gi]!;
        grad[i] = grad[i]! + ci * r;
        for (let gj = 0; gj < cell.globals.length; gj += 1)
          h.a[i * globals + cell.globals[gj]!] = h.a[i * globals + cell.globals[gj]!]! + ci * cell.coefs[gj]! * w;
        if (cell.local >= 0) h.b[i * locals + cell.local] = h.b[i * locals + cell.local]! + ci * w;
      }
      if (cell.local >= 0) {
        grad[globals + cell.local] = grad[globals + cell.local]! + r;
        h.d[cell.local] = h.d[cell.local]! + w;
      }
    }
    return { h, grad };
  };

  let x = Float64Array.from(priorMean);
  let current = logPosterior(x);
  let iterations = 0;
  for (; iterations < 100; iterations += 1) {
    const { h, grad } = hessianAndGradient(x);
    const delta = arrowheadSolver(h)(grad);
    let step = 1;
    let next = x;
    let value = current;
    while (step > 1e-6) {
      next = x.map((v, i) => v + step * delta[i]!);
      value = logPosterior(next);
      if (value >= current - 1e-12) break;
      step /= 2;
    }
    const moved = Math.max(...delta.map((d) => Math.abs(d * step)));
    x = next;
    current = value;
    if (moved < 1e-9) break;
  }
  return { mode: x, solve: arrowheadSolver(hessianAndGradient(x).h), globals, locals, iterations };
}

/** Mean and variance of a subject's share right on a fresh section, and the covariance with the others. */
type SubjectEstimate = { subject: string; mean: number; posteriorGradient: Float64Array; sampling: number };

const GENERAL = 0;
const EASY = 1;
const HARD = 2;
const TREND = 3;
const REPEAT = 4;
const REVIEW = 5;
const FIXED_GLOBALS = 6;
/** The trend's unit: its coefficient is minus the age in these. */
const TREND_DAYS = 30;

/** The fitted model of one student over the paper's subjects. */
export function estimateSubjects(
  paper: UtmePaper,
  subjects: readonly string[],
  blueprints: PredictionInput["blueprints"],
  evidence: readonly EvidenceCell[],
  priors: ModelPriors = DEFAULT_PRIORS,
): { estimates: SubjectEstimate[]; covariance: (a: Float64Array, b: Float64Array) => number } {
  // Every subject of the paper with evidence informs the general level and the difficulty offsets.
  const paperSubjects = paper.sections.map((s) => s.subject);
  const modelSubjects = paperSubjects.filter(
    (s) => subjects.includes(s) || evidence.some((e) => e.subject === s && e.weight > 0),
  );
  const subjectIndex = new Map(modelSubjects.map((s, i) => [s, i]));
  const S = modelSubjects.length;
  const globals = FIXED_GLOBALS + 2 * S;
  const subjectParam = (s: number) => FIXED_GLOBALS + s;
  const practiceParam = (s: number) => FIXED_GLOBALS + S + s;
  const localIndex = new Map<string, number>();
  const local = (subject: string, topic: string) => {
    const key = `${subject}\u0000${topic}`;
    let index = localIndex.get(key);
    if (index === undefined) {
      index = localIndex.size;
      localIndex.set(key, index);
    }
    return index;
  };
  for (const subject of subjects) for (const cell of blueprints[subject] ?? []) local(subject, cell.topic);
  const difficultyParams = (d: Difficulty) => (d === "easy" ? [EASY] : d === "hard" ? [HARD] : []);

  const cells: ModelCell[] = [];
  for (const e of evidence) {
    const s = subjectIndex.get(e.subject);
    if (s === undefined || !(e.weight > 0)) continue;
    const k = Math.min(Math.max(e.correct, 0), e.weight);
    const indexes = [
      GENERAL,
      subjectParam(s),
      ...difficultyParams(e.difficulty),
      ...(e.exam ? [] : [practiceParam(s)]),
      ...(e.exposure === "repeat" ? [REPEAT] : e.exposure === "review" ? [REVIEW] : []),
    ];
    cells.push({
      globals: [...indexes, TREND],
      coefs: [...indexes.map(() => 1), -Math.max(0, e.age) / TREND_DAYS],
      local: e.topic === null ? -1 : local(e.subject, e.topic),
      n: e.weight,
      k,
    });
  }

  const L = localIndex.size;
  const mean = new Float64Array(globals + L);
  const precision = new Float64Array(globals + L);
  mean[GENERAL] = priors.general.mean;
  precision[GENERAL] = 1 / priors.general.sd ** 2;
  mean[EASY] = priors.easy.mean;
  precision[EASY] = 1 / priors.easy.sd ** 2;
  mean[HARD] = priors.hard.mean;
  precision[HARD] = 1 / priors.hard.sd ** 2;
  precision[TREND] = 1 / priors.trend ** 2;
  mean[REPEAT] = priors.repeat.mean;
  precision[REPEAT] = 1 / priors.repeat.sd ** 2;
  mean[REVIEW] = priors.review.mean;
  precision[REVIEW] = 1 / priors.review.sd ** 2;
  for (let s = 0; s < S; s += 1) {
    precision[subjectParam(s)] = 1 / priors.subject ** 2;
    precision[practiceParam(s)] = 1 / priors.practice ** 2;
  }
  for (let j = 0; j < L; j += 1) precision[globals + j] = 1 / priors.topic ** 2;

  const fit = fitModel(globals, L, mean, precision, cells);
  const n = globals + L;

  const estimates = subjects.map((subject) => {
    const s = subjectIndex.get(subject)!;
    const questions = paper.sections.find((x) => x.subject === subject)?.questions ?? 40;
    const gradient = new Float64Array(n);
    const shares: { share: number; p: number }[] = [];
    for (const cell of blueprints[subject] ?? []) {
      if (!(cell.share > 0)) continue;
      const a = new Float64Array(n);
      const indexes = [
        GENERAL,
        subjectParam(s),
        ...difficultyParams(cell.difficulty),
        globals + local(subject, cell.topic),
      ];
      for (const i of indexes) a[i] = 1;
      let mu = 0;
      for (const i of indexes) mu += fit.mode[i]!;
      const solved = fit.solve(a);
      let variance = 0;
      for (const i of indexes) variance += solved[i]!;
      // E[σ(X)] for X ~ N(μ, v), by the probit approximation.
      const p = logistic(mu / Math.sqrt(1 + (Math.PI * variance) / 8));
      const slope = logistic(mu) * (1 - logistic(mu));
      for (const i of indexes) gradient[i] = gradient[i]! + cell.share * slope;
      shares.push({ share: cell.share, p });
    }
    const total = shares.reduce((sum, c) => sum + c.share, 0) || 1;
    const meanP = shares.reduce((sum, c) => sum + c.share * c.p, 0) / total;
    for (let i = 0; i < n; i += 1) gradient[i] = gradient[i]! / total;
    // A fresh section's right answers: a sum of Bernoulli trials of unequal chances, whose variance
    // is n·p̄(1 − p̄) less n times the spread of the chances (Lord's compound binomial).
    const spread = shares.reduce((sum, c) => sum + (c.share / total) * (c.p - meanP) ** 2, 0);
    const sampling = Math.max(0, meanP * (1 - meanP) - spread) / questions;
    return { subject, mean: meanP, posteriorGradient: gradient, sampling };
  });

  const covariance = (a: Float64Array, b: Float64Array) => {
    const solved = fit.solve(b);
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += a[i]! * solved[i]!;
    return sum;
  };
  return { estimates, covariance };
}

// ---------------------------------------------------------------------------------------------
// The answer

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function span(first: Date | null, now: Date): { days: number; words: string } {
  const days = first ? Math.max(1, Math.round((now.getTime() - first.getTime()) / 86_400_000)) : 0;
  if (days <= 1) return { days, words: "one day" };
  if (days < 14) return { days, words: `${days} days` };
  if (days < 60) return { days, words: `${Math.round(days / 7)} weeks` };
  return { days, words: `${Math.round(days / 30)} months` };
}

export function explanation(
  history: PredictionInput["history"],
  now: Date,
  low: number,
  high: number,
): { text: string; days: number } {
  const { days, words } = span(history.firstAnsweredAt, now);
  const answers = `${history.answers} ${history.answers === 1 ? "answer" : "answers"} over ${words}`;
  const sittings =
    history.utmeSittings === 0
      ? ""
      : ` and your ${history.utmeSittings === 1 ? "UTME sitting" : `${history.utmeSittings} UTME sittings`}`;
  const text =
    `Based on ${answers}${sittings}, with recent answers counting more and allowing for how hard each question was. ` +
    `Each subject is worked out topic by topic, in the proportions a UTME paper draws them, and scored out of 100 as JAMB does. ` +
    `If you sat the UTME today, your total would land between ${low} and ${high} about 8 times in 10.`;
  return { text, days };
}

/** The predicted UTME score, or what evidence is missing. */
export function predictUtme(input: PredictionInput, priors: ModelPriors = DEFAULT_PRIORS): PredictionResult {
  const answers = new Map<string, number>();
  for (const e of input.evidence) answers.set(e.subject, (answers.get(e.subject) ?? 0) + e.answers);
  const combination = chooseCombination(input.paper, input.latestUtmeSubjects, answers);
  const evidence = combination.subjects.map((subject) => ({
    subject,
    answers: answers.get(subject) ?? 0,
    needed: MIN_ANSWERS,
  }));
  const short = evidence.filter((e) => e.answers < e.needed);
  if (short.length > 0 || combination.missingElectives > 0) {
    const others = electivesOf(input.paper).filter((s) => !combination.subjects.includes(s));
    return {
      utme: null,
      missing: missingMessage(short, combination.missingElectives, others, input.history.utmeSittings),
      evidence,
    };
  }

  const { estimates, covariance } = estimateSubjects(
    input.paper,
    combination.subjects,
    input.blueprints,
    input.evidence,
    priors,
  );
  const subjects = estimates.map((e) => {
    const mean = 100 * e.mean;
    const sd = 100 * Math.sqrt(Math.max(0, covariance(e.posteriorGradient, e.posteriorGradient)) + e.sampling);
    const score = clamp(Math.round(mean), 0, 100);
    return {
      subject: e.subject,
      score,
      low: Math.min(score, clamp(Math.round(mean - Z80 * sd), 0, 100)),
      high: Math.max(score, clamp(Math.round(mean + Z80 * sd), 0, 100)),
      answers: answers.get(e.subject) ?? 0,
    };
  });
  const gradient = new Float64Array(estimates[0]?.posteriorGradient.length ?? 0);
  for (const e of estimates)
    for (let i = 0; i < gradient.length; i += 1) gradient[i] = gradient[i]! + e.posteriorGradient[i]!;
  const meanTotal = 100 * estimates.reduce((sum, e) => sum + e.mean, 0);
  const sdTotal =
    100 * Math.sqrt(Math.max(0, covariance(gradient, gradient)) + estimates.reduce((sum, e) => sum + e.sampling, 0));
  const max = 100 * subjects.length;
  const total = subjects.reduce((sum, s) => sum + s.score, 0);
  const low = Math.min(total, clamp(Math.round(meanTotal - Z80 * sdTotal), 0, max));
  const high = Math.max(total, clamp(Math.round(meanTotal + Z80 * sdTotal), 0, max));
  const { text, days } = explanation(input.history, input.now, low, high);
  return {
    utme: {
      total,
      low,
      high,
      subjects,
      explanation: text,
      based_on: { answers: input.history.answers, days, utme_sittings: input.history.utmeSittings },
    },
  };
}
