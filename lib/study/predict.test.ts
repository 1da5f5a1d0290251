import { describe, expect, it } from "vitest";
import {
  chooseCombination,
  DEFAULT_PRIORS,
  explanation,
  fitModel,
  MIN_ANSWERS,
  missingMessage,
  predictUtme,
  type Difficulty,
  type EvidenceCell,
  type PredictionInput,
  type SectionCell,
  type UtmePaper,
  type UtmePrediction,
} from "./predict";

// Fixed data throughout: a UTME paper like the seeded one, five topics per subject, and evidence
// built from exact counts, so every expectation below is about the rules, not about chance.

const ELECTIVES = ["Mathematics", "Physics", "Chemistry", "Biology", "Economics", "Government"];
const PAPER: UtmePaper = {
  required: ["English"],
  choose: 3,
  sections: [{ subject: "English", questions: 60 }, ...ELECTIVES.map((subject) => ({ subject, questions: 40 }))],
};
const TOPICS = ["t1", "t2", "t3", "t4", "t5"];
const MIX: Record<Difficulty, number> = { easy: 0.3, medium: 0.5, hard: 0.2 };
const BLUEPRINTS: Record<string, SectionCell[]> = Object.fromEntries(
  PAPER.sections.map((s) => [
    s.subject,
    TOPICS.flatMap((topic) =>
      (["easy", "medium", "hard"] as const).map((difficulty) => ({
        topic,
        difficulty,
        share: MIX[difficulty] / TOPICS.length,
      })),
    ),
  ]),
);
const NOW = new Date("2026-11-20T12:00:00Z");
const SCIENCE = ["English", "Mathematics", "Physics", "Chemistry"];

type Spec = {
  accuracy: number;
  answers: number;
  exam?: boolean;
  age?: number;
  topics?: string[];
  difficulty?: Difficulty;
};

/** `answers` answers to a subject at this accuracy, spread evenly over the topics, medium unless told. */
function cells(subject: string, spec: Spec): EvidenceCell[] {
  const topics = spec.topics ?? TOPICS;
  return topics.map((topic) => {
    const n = spec.answers / topics.length;
    return {
      subject,
      topic,
      difficulty: spec.difficulty ?? "medium",
      exam: spec.exam ?? false,
      exposure: "fresh" as const,
      answers: n,
      weight: n,
      correct: n * spec.accuracy,
      age: spec.age ?? 3,
    };
  });
}

function input(evidence: EvidenceCell[], extra: Partial<PredictionInput> = {}): PredictionInput {
  return {
    paper: PAPER,
    blueprints: BLUEPRINTS,
    evidence,
    latestUtmeSubjects: null,
    history: {
      answers: evidence.reduce((s, c) => s + c.answers, 0),
      firstAnsweredAt: new Date("2026-10-30T12:00:00Z"),
      utmeSittings: 0,
    },
    now: NOW,
    ...extra,
  };
}

function science(accuracy: number, answers = 100, spec: Partial<Spec> = {}): EvidenceCell[] {
  return SCIENCE.flatMap((subject) => cells(subject, { accuracy, answers, ...spec }));
}

function predicted(evidence: EvidenceCell[], extra: Partial<PredictionInput> = {}): UtmePrediction {
  const result = predictUtme(input(evidence, extra));
  if (!result.utme) throw new Error(`no prediction: ${result.missing}`);
  return result.utme;
}

describe("chooseCombination", () => {
  const answers = new Map([
    ["English", 50],
    ["Physics", 40],
    ["Biology", 40],
    ["Government", 70],
    ["Economics", 5],
  ]);

  it("takes the latest UTME sitting's subjects, English first and in the paper's order", () => {
    expect(chooseCombination(PAPER, ["Chemistry", "English", "Biology", "Mathematics"], answers)).toEqual({
      subjects: ["English", "Mathematics", "Chemistry", "Biology"],
      missingElectives: 0,
    });
  });

  it("else English and the three electives with most answers, ties in the paper's order", () => {
    expect(chooseCombination(PAPER, null, answers)).toEqual({
      subjects: ["English", "Physics", "Biology", "Government"],
      missingElectives: 0,
    });
  });

  it("ignores a sitting that is not a valid combination", () => {
    expect(chooseCombination(PAPER, ["Physics", "Chemistry", "Biology", "Mathematics"], answers).subjects).toEqual([
      "English",
      "Physics",
      "Biology",
      "Government",
    ]);
    expect(chooseCombination(PAPER, ["English", "Physics"], answers).subjects).toEqual([
      "English",
      "Physics",
      "Biology",
      "Government",
    ]);
  });

  it("counts the electives still missing; English is always in", () => {
    expect(chooseCombination(PAPER, null, new Map([["Physics", 3]]))).toEqual({
      subjects: ["English", "Physics"],
      missingElectives: 2,
    });
    expect(chooseCombination(PAPER, null, new Map())).toEqual({ subjects: ["English"], missingElectives: 3 });
    expect(chooseCombination(PAPER, null, new Map([["Literature", 300]]))).toEqual({
      subjects: ["English"],
      missingElectives: 3,
    });
  });
});

describe("minimum evidence and the missing message", () => {
  it("names each subject short of answers and how many more, in plain words", () => {
    const evidence = [
      ...cells("English", { accuracy: 0.5, answers: 60 }),
      ...cells("Mathematics", { accuracy: 0.5, answers: 30 }),
      ...cells("Physics", { accuracy: 0.5, answers: 5 }),
      ...cells("Chemistry", { accuracy: 0.5, answers: 18, topics: ["t1", "t2", "t3"] }),
    ];
    const result = predictUtme(input(evidence));
    expect(result).toEqual({
      utme: null,
      missing:
        "Answer at least 25 more Physics questions and 12 more Chemistry questions, or sit a full UTME paper and answer its questions.",
      evidence: [
        { subject: "English", answers: 60, needed: 30 },
        { subject: "Mathematics", answers: 30, needed: 30 },
        { subject: "Physics", answers: 5, needed: 30 },
        { subject: "Chemistry", answers: 18, needed: 30 },
      ],
    });
  });

  it("requires English, however much else there is", () => {
    const evidence = ["Mathematics", "Physics", "Chemistry", "Biology"].flatMap((s) =>
      cells(s, { accuracy: 0.7, answers: 400 }),
    );
    const result = predictUtme(input(evidence));
    expect(result.utme).toBeNull();
    expect(!result.utme && result.missing).toBe(
      "Answer at least 30 more English questions, or sit a full UTME paper and answer its questions.",
    );
  });

  it("tells a new student everything that is needed", () => {
    const result = predictUtme(input([]));
    expect(!result.utme && result.missing).toBe(
      "Answer at least 30 more English questions and 30 questions in each of three more UTME subjects (Mathematics, Physics, Chemistry, Biology, Economics or Government), or sit a full UTME paper and answer its questions.",
    );
  });

  it("lists only the electives not already chosen", () => {
    const evidence = [
      ...cells("English", { accuracy: 0.5, answers: 40 }),
      ...cells("Biology", { accuracy: 0.5, answers: 40 }),
      ...cells("Physics", { accuracy: 0.5, answers: 10 }),
    ];
    const result = predictUtme(input(evidence));
    expect(!result.utme && result.missing).toBe(
      "Answer at least 20 more Physics questions and 30 questions in one more UTME subject (Mathematics, Chemistry, Economics or Government), or sit a full UTME paper and answer its questions.",
    );
  });

  it("predicts from exactly 30 answers a subject, not from 29", () => {
    expect(MIN_ANSWERS).toBe(30);
    expect(predictUtme(input(science(0.6, 30))).utme).not.toBeNull();
    const short = [
      ...science(0.6, 30).filter((c) => c.subject !== "Physics"),
      ...cells("Physics", { accuracy: 0.6, answers: 29, topics: TOPICS.slice(0, 1) }),
    ];
    const result = predictUtme(input(short));
    expect(!result.utme && result.missing).toBe(
      "Answer at least 1 more Physics question, or sit a full UTME paper and answer its questions.",
    );
  });

  it("a full UTME sitting is enough on its own", () => {
    const sitting = SCIENCE.flatMap((subject) =>
      cells(subject, { accuracy: 0.55, answers: subject === "English" ? 60 : 40, exam: true, age: 10 }),
    );
    const result = predictUtme(
      input(sitting, {
        latestUtmeSubjects: SCIENCE,
        history: { answers: 180, firstAnsweredAt: new Date("2026-11-10T12:00:00Z"), utmeSittings: 1 },
      }),
    );
    expect(result.utme?.subjects.map((s) => s.subject)).toEqual(SCIENCE);
  });

  it("joins several parts with commas and a final 'and'", () => {
    expect(
      missingMessage(
        [
          { subject: "English", answers: 10, needed: 30 },
          { subject: "Physics", answers: 0, needed: 30 },
        ],
        1,
        ["Biology", "Government"],
      ),
    ).toBe(
      "Answer at least 20 more English questions, 30 more Physics questions and 30 questions in one more UTME subject (Biology or Government), or sit a full UTME paper and answer its questions.",
    );
  });

  it("never tells a student who has sat UTME papers to sit one: it names the answers missing", () => {
    const short = [{ subject: "Physics", answers: 12, needed: 30 }];
    expect(missingMessage(short, 0, [], 1)).toBe(
      "Answer at least 18 more Physics questions. Only answered questions count: those left blank in your UTME sitting say nothing yet.",
    );
    expect(missingMessage(short, 0, [], 2)).toBe(
      "Answer at least 18 more Physics questions. Only answered questions count: those left blank in your UTME sittings say nothing yet.",
    );
    expect(missingMessage(short, 0, [], 0)).toBe(
      "Answer at least 18 more Physics questions, or sit a full UTME paper and answer its questions.",
    );
  });

  it("after two sparse UTME sittings, names each subject's real gap from the rule", () => {
    // Two submitted papers, 103 answers: English 40, Mathematics 29, Physics 20, Chemistry 14.
    const sparse = [
      ...cells("English", { accuracy: 0.3, answers: 40, exam: true, age: 3 }),
      ...cells("Mathematics", { accuracy: 0.3, answers: 29, exam: true, age: 3 }),
      ...cells("Physics", { accuracy: 0.2, answers: 20, exam: true, age: 3 }),
      ...cells("Chemistry", { accuracy: 0.2, answers: 14, exam: true, age: 3 }),
    ];
    const total = sparse.reduce((sum, c) => sum + c.answers, 0);
    const result = predictUtme(
      input(sparse, {
        latestUtmeSubjects: SCIENCE,
        history: { answers: total, firstAnsweredAt: new Date("2026-11-10T12:00:00Z"), utmeSittings: 2 },
      }),
    );
    expect(result.utme).toBeNull();
    const missing = !result.utme ? result.missing : "";
    expect(missing).not.toContain("sit a full UTME paper");
    const needs = !result.utme ? result.evidence.filter((e) => e.answers < e.needed) : [];
    for (const e of needs) expect(missing).toContain(`${e.needed - e.answers} more ${e.subject} question`);
    expect(missing).not.toContain("English");
  });
});

describe("the prediction", () => {
  it("rises with accuracy, in every subject and in total", () => {
    const totals: number[] = [];
    let previous: UtmePrediction | null = null;
    for (const accuracy of [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95]) {
      const p = predicted(science(accuracy, 120));
      totals.push(p.total);
      if (previous) {
        expect(p.total).toBeGreaterThan(previous.total);
        expect(p.low).toBeGreaterThanOrEqual(previous.low);
        expect(p.high).toBeGreaterThanOrEqual(previous.high);
        p.subjects.forEach((s, i) => expect(s.score).toBeGreaterThan(previous!.subjects[i]!.score));
      }
      previous = p;
    }
    expect(totals[0]).toBeLessThan(100);
    expect(totals.at(-1)).toBeGreaterThan(300);
  });

  it("rises when a single subject improves, and only that subject moves much", () => {
    const base = predicted(science(0.5, 120));
    const better = predicted([
      ...science(0.5, 120).filter((c) => c.subject !== "Physics"),
      ...cells("Physics", { accuracy: 0.8, answers: 120 }),
    ]);
    expect(better.total).toBeGreaterThan(base.total);
    const physics = (p: UtmePrediction) => p.subjects.find((s) => s.subject === "Physics")!.score;
    expect(physics(better) - physics(base)).toBeGreaterThan(20);
    for (const subject of ["English", "Mathematics", "Chemistry"]) {
      const moved =
        better.subjects.find((s) => s.subject === subject)!.score -
        base.subjects.find((s) => s.subject === subject)!.score;
      expect(Math.abs(moved)).toBeLessThanOrEqual(3);
    }
  });

  it("narrows its interval as evidence grows", () => {
    const widths = [30, 60, 120, 240].map((n) => {
      const p = predicted(science(0.6, n));
      return { total: p.high - p.low, subject: p.subjects[1]!.high - p.subjects[1]!.low };
    });
    for (let i = 1; i < widths.length; i += 1) {
      expect(widths[i]!.total).toBeLessThan(widths[i - 1]!.total);
      expect(widths[i]!.subject).toBeLessThanOrEqual(widths[i - 1]!.subject);
    }
    // Practice alone leaves open how the student does on the clock: a sitting that agrees narrows it further.
    const practice = predicted(science(0.6, 1600));
    const withSitting = predicted([...science(0.6, 1600), ...science(0.6, 160, { exam: true })]);
    expect(withSitting.high - withSitting.low).toBeLessThan(practice.high - practice.low);
  });

  it("never narrows below the luck of one sitting: 40 questions leave about ±10 of 100", () => {
    const p = predicted(science(0.5, 5000, { exam: true }));
    const physics = p.subjects.find((s) => s.subject === "Physics")!;
    expect(physics.high - physics.low).toBeGreaterThanOrEqual(18);
    expect(p.high - p.low).toBeGreaterThanOrEqual(35);
  });

  it("adds up: the total is the sum of the subjects, each interval holds its score, within 0–100 and 0–400", () => {
    for (const accuracy of [0, 0.01, 0.3, 0.5, 0.77, 0.99, 1]) {
      for (const n of [30, 250]) {
        const p = predicted(science(accuracy, n));
        expect(p.total).toBe(p.subjects.reduce((s, x) => s + x.score, 0));
        expect(p.low).toBeLessThanOrEqual(p.total);
        expect(p.high).toBeGreaterThanOrEqual(p.total);
        expect(p.low).toBeGreaterThanOrEqual(0);
        expect(p.high).toBeLessThanOrEqual(400);
        for (const s of p.subjects) {
          expect(Number.isInteger(s.score) && Number.isInteger(s.low) && Number.isInteger(s.high)).toBe(true);
          expect(0 <= s.low && s.low <= s.score && s.score <= s.high && s.high <= 100).toBe(true);
        }
        expect(Number.isInteger(p.total) && Number.isInteger(p.low) && Number.isInteger(p.high)).toBe(true);
      }
    }
  });

  it("reaches near the ends of the scale for all right and all wrong, but not past them", () => {
    expect(predicted(science(1, 400)).total).toBeGreaterThan(340);
    expect(predicted(science(1, 400)).high).toBeLessThanOrEqual(400);
    expect(predicted(science(0, 400)).total).toBeLessThan(60);
    expect(predicted(science(0, 400)).low).toBeGreaterThanOrEqual(0);
  });

  it("is the same for the same evidence (no randomness)", () => {
    expect(predicted(science(0.62, 90))).toEqual(predicted(science(0.62, 90)));
  });

  it("gives hard questions answered right more credit than easy ones", () => {
    const onHard = predicted(science(0.6, 150, { difficulty: "hard" }));
    const onEasy = predicted(science(0.6, 150, { difficulty: "easy" }));
    expect(onHard.total).toBeGreaterThan(onEasy.total + 20);
  });

  it("weighs recent answers more: a student who is improving is predicted above one who is slipping", () => {
    const improving = SCIENCE.flatMap((s) => [
      ...cells(s, { accuracy: 0.3, answers: 100, age: 40 }),
      ...cells(s, { accuracy: 0.7, answers: 100, age: 2 }),
    ]);
    const slipping = SCIENCE.flatMap((s) => [
      ...cells(s, { accuracy: 0.7, answers: 100, age: 40 }),
      ...cells(s, { accuracy: 0.3, answers: 100, age: 2 }),
    ]);
    const up = predicted(improving);
    const down = predicted(slipping);
    expect(up.total).toBeGreaterThan(down.total + 40);
    expect(up.total).toBeGreaterThan(predicted(science(0.5, 200)).total);
  });

  it("lets a timed UTME sitting correct practice: practice at 80 % and a sitting at 50 % predicts below practice alone", () => {
    const practice = science(0.8, 200);
    const sitting = SCIENCE.flatMap((s) =>
      cells(s, { accuracy: 0.5, answers: s === "English" ? 60 : 40, exam: true, age: 3 }),
    );
    const both = predicted([...practice, ...sitting], { latestUtmeSubjects: SCIENCE });
    const practiceOnly = predicted(practice);
    expect(both.total).toBeLessThan(practiceOnly.total - 20);
    // The sitting is the condition predicted: it pulls harder than its share of the answers (40 of 240).
    const share = predicted([
      ...practice,
      ...SCIENCE.flatMap((s) => cells(s, { accuracy: 0.5, answers: s === "English" ? 60 : 40, age: 3 })),
    ]);
    expect(both.total).toBeLessThan(share.total);
  });

  it("counts a repeat or a review for less than a first answer: a student right only on repeats is predicted lower", () => {
    const firstTime = predicted(science(0.5, 200));
    const repeatsRight = predicted([
      ...science(0.5, 200),
      ...SCIENCE.flatMap((s) =>
        cells(s, { accuracy: 1, answers: 100 }).map((c) => ({ ...c, exposure: "repeat" as const })),
      ),
    ]);
    const freshRight = predicted([...science(0.5, 200), ...science(1, 100)]);
    expect(repeatsRight.total).toBeLessThan(freshRight.total);
    expect(repeatsRight.total).toBeGreaterThanOrEqual(firstTime.total);
  });

  it("weights topics as the section does: strength in a topic the paper draws often counts more", () => {
    const skewed: Record<string, SectionCell[]> = {
      ...BLUEPRINTS,
      Physics: [
        { topic: "t1", difficulty: "medium", share: 0.8 },
        ...TOPICS.slice(1).map((topic) => ({ topic, difficulty: "medium" as const, share: 0.05 })),
      ],
    };
    const strongInT1 = [
      ...science(0.5, 100).filter((c) => c.subject !== "Physics"),
      ...cells("Physics", { accuracy: 0.9, answers: 100, topics: ["t1"] }),
      ...cells("Physics", { accuracy: 0.3, answers: 100, topics: ["t2", "t3", "t4", "t5"] }),
    ];
    const physics = (blueprints: Record<string, SectionCell[]>) =>
      predicted(strongInT1, { blueprints }).subjects.find((s) => s.subject === "Physics")!.score;
    expect(physics(skewed)).toBeGreaterThan(physics(BLUEPRINTS) + 20);
  });

  it("is less sure of a subject practised on one topic than of one practised across the section", () => {
    const width = (topics: string[]) => {
      const p = predicted([
        ...science(0.6, 200).filter((c) => c.subject !== "Physics"),
        ...cells("Physics", { accuracy: 0.6, answers: 200, topics }),
      ]);
      const physics = p.subjects.find((s) => s.subject === "Physics")!;
      return physics.high - physics.low;
    };
    expect(width(["t1"])).toBeGreaterThan(width(TOPICS));
  });

  it("ignores empty or impossible cells and evidence from subjects outside the paper", () => {
    const base = predicted(science(0.6, 100));
    const noisy = predicted([
      ...science(0.6, 100),
      {
        subject: "Physics",
        topic: "t1",
        difficulty: "medium",
        exam: false,
        exposure: "fresh",
        answers: 0,
        weight: 0,
        correct: 0,
        age: 1,
      },
      ...cells("Literature", { accuracy: 0.1, answers: 500 }),
    ]);
    expect(noisy).toEqual({
      ...base,
      based_on: { ...base.based_on, answers: noisy.based_on.answers },
      explanation: noisy.explanation,
    });
    const clamped = predicted([
      ...science(0.6, 100).map((c) => (c.subject === "Physics" ? { ...c, correct: c.weight * 3 } : c)),
    ]);
    expect(clamped.subjects.find((s) => s.subject === "Physics")!.score).toBeLessThanOrEqual(100);
  });

  it("reports the answers behind each subject and the evidence in based_on", () => {
    const p = predicted(science(0.6, 100), {
      history: { answers: 400, firstAnsweredAt: new Date("2026-10-30T12:00:00Z"), utmeSittings: 2 },
    });
    expect(p.subjects.map((s) => s.answers)).toEqual([100, 100, 100, 100]);
    expect(p.based_on).toEqual({ answers: 400, days: 21, utme_sittings: 2 });
  });
});

describe("explanation", () => {
  it("says in one breath what the prediction rests on and what the range means", () => {
    const { text, days } = explanation(
      { answers: 412, firstAnsweredAt: new Date("2026-10-30T12:00:00Z"), utmeSittings: 2 },
      NOW,
      180,
      231,
    );
    expect(days).toBe(21);
    expect(text).toBe(
      "Based on 412 answers over 3 weeks and your 2 UTME sittings, with recent answers counting more and allowing for how hard each question was. " +
        "Each subject is worked out topic by topic, in the proportions a UTME paper draws them, and scored out of 100 as JAMB does. " +
        "If you sat the UTME today, your total would land between 180 and 231 about 8 times in 10.",
    );
  });

  it("uses the singular and short spans plainly", () => {
    expect(explanation({ answers: 1, firstAnsweredAt: NOW, utmeSittings: 1 }, NOW, 0, 10).text).toMatch(
      /^Based on 1 answer over one day and your UTME sitting,/,
    );
    expect(
      explanation({ answers: 90, firstAnsweredAt: new Date("2026-11-15T12:00:00Z"), utmeSittings: 0 }, NOW, 0, 10).text,
    ).toMatch(/^Based on 90 answers over 5 days, with/);
    expect(
      explanation({ answers: 900, firstAnsweredAt: new Date("2026-07-20T12:00:00Z"), utmeSittings: 0 }, NOW, 0, 10)
        .text,
    ).toMatch(/over 4 months,/);
  });

  it("is the prediction's own sentence, with its interval", () => {
    const p = predicted(science(0.6, 100));
    expect(p.explanation).toContain(`between ${p.low} and ${p.high}`);
  });
});

describe("fitModel", () => {
  it("recovers a proportion: one parameter, a flat prior, 70 of 100 right", () => {
    const fit = fitModel(1, 0, Float64Array.of(0), Float64Array.of(1e-6), [
      { globals: [0], coefs: [1], local: -1, n: 100, k: 70 },
    ]);
    expect(1 / (1 + Math.exp(-fit.mode[0]!))).toBeCloseTo(0.7, 4);
    // The posterior variance of a logit is about 1 / (n p (1 − p)).
    expect(fit.solve(Float64Array.of(1))[0]).toBeCloseTo(1 / (100 * 0.7 * 0.3), 3);
  });

  it("shrinks a topic with little evidence towards its subject, and one with much evidence less", () => {
    const cellsOf = (k: number, n: number, local: number) => ({ globals: [0], coefs: [1], local, n, k });
    const fit = fitModel(1, 2, new Float64Array(3), Float64Array.of(1e-4, 4, 4), [
      cellsOf(50, 100, 0),
      cellsOf(3, 3, 1),
      cellsOf(50, 50, 0),
    ]);
    const [subject, few, many] = [fit.mode[0]!, fit.mode[1]!, fit.mode[2]!];
    expect(Math.abs(few)).toBeLessThan(1);
    expect(subject).toBeGreaterThan(0);
    expect(many).toBeCloseTo(0, 0);
  });

  it("converges in a few steps from far away and stays finite at 0 % and 100 %", () => {
    const fit = fitModel(2, 0, new Float64Array(2), Float64Array.of(1 / DEFAULT_PRIORS.general.sd ** 2, 1), [
      { globals: [0], coefs: [1], local: -1, n: 200, k: 200 },
      { globals: [0, 1], coefs: [1, 1], local: -1, n: 200, k: 0 },
    ]);
    expect(fit.iterations).toBeLessThan(40);
    expect(fit.mode.every(Number.isFinite)).toBe(true);
    expect(fit.mode[0]).toBeGreaterThan(2);
    expect(fit.mode[1]).toBeLessThan(-4);
  });
});
