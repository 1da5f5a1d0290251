import { describe, expect, it } from "vitest";
import { seededRandom } from "../lib/exam/draw";
import {
  D,
  inclusionProbabilities,
  normal,
  p3pl,
  simulateBank,
  simulateStudent,
  simulateStudents,
  type BankQuestionInput,
  type SimulationOptions,
} from "./prediction-sim";

describe("p3pl", () => {
  const item = { a: 1.2, b: 0.5, c: 0.25 };

  it("is halfway between guessing and certain at θ = b", () => {
    expect(p3pl(0.5, item)).toBeCloseTo(0.625, 12);
  });

  it("tends to the guessing floor and to 1", () => {
    expect(p3pl(-20, item)).toBeCloseTo(0.25, 9);
    expect(p3pl(20, item)).toBeCloseTo(1, 9);
    expect(p3pl(-20, { ...item, c: 0 })).toBeCloseTo(0, 9);
  });

  it("rises with ability, faster with more discrimination, and falls with difficulty", () => {
    for (let theta = -3; theta < 3; theta += 0.5) expect(p3pl(theta + 0.5, item)).toBeGreaterThan(p3pl(theta, item));
    expect(p3pl(1, { ...item, a: 2 }) - p3pl(0, { ...item, a: 2 })).toBeGreaterThan(p3pl(1, item) - p3pl(0, item));
    expect(p3pl(0, { ...item, b: 1 })).toBeLessThan(p3pl(0, item));
  });

  it("uses the logistic's 1.7 scaling", () => {
    expect(D).toBe(1.7);
    expect(p3pl(1, { a: 1, b: 0, c: 0 })).toBeCloseTo(1 / (1 + Math.exp(-1.7)), 12);
  });
});

describe("normal", () => {
  it("has mean 0 and variance 1", () => {
    const random = seededRandom(3);
    const draws = Array.from({ length: 20_000 }, () => normal(random));
    const mean = draws.reduce((s, v) => s + v, 0) / draws.length;
    const variance = draws.reduce((s, v) => s + (v - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});

// A small bank of two subjects: English (12 topics × 3) and Physics (10 topics × 3).
const questions: BankQuestionInput[] = [
  ...Array.from({ length: 36 }, (_, i) => ({
    slug: `e${i}`,
    subject: "English",
    topic: `et${i % 12}`,
    difficulty: (["easy", "medium", "hard"] as const)[i % 3]!,
    stimulus: null,
  })),
  ...Array.from({ length: 30 }, (_, i) => ({
    slug: `p${i}`,
    subject: "Physics",
    topic: `pt${i % 10}`,
    difficulty: (["easy", "medium", "hard"] as const)[i % 3]!,
    stimulus: null,
  })),
];
const order = new Map([
  ["English", Array.from({ length: 12 }, (_, i) => `et${i}`)],
  ["Physics", Array.from({ length: 10 }, (_, i) => `pt${i}`)],
]);
const NOW = new Date("2026-11-20T12:00:00Z");
const options: SimulationOptions = { sections: { English: 12, Physics: 8 }, electives: ["Physics"], now: NOW };

describe("simulateBank", () => {
  it("gives each question parameters ordered by its label on average, a positive discrimination and about a quarter to guess", () => {
    const bank = simulateBank(questions, order, seededRandom(1));
    const meanB = (d: string) => {
      const b = bank.questions.filter((q) => q.difficulty === d).map((q) => q.b);
      return b.reduce((s, v) => s + v, 0) / b.length;
    };
    expect(meanB("easy")).toBeLessThan(meanB("medium"));
    expect(meanB("medium")).toBeLessThan(meanB("hard"));
    expect(bank.questions.every((q) => q.a > 0 && q.c >= 0.18 && q.c <= 0.3)).toBe(true);
    expect(bank.bySubject.get("Physics")).toHaveLength(30);
  });
});

describe("inclusionProbabilities", () => {
  it("adds up to the section's size in each subject", () => {
    const bank = simulateBank(questions, order, seededRandom(1));
    const inclusion = inclusionProbabilities(bank, options.sections, 200);
    const sum = (prefix: string) =>
      [...inclusion].filter(([slug]) => slug.startsWith(prefix)).reduce((s, [, p]) => s + p, 0);
    expect(sum("e")).toBeCloseTo(12, 9);
    expect(sum("p")).toBeCloseTo(8, 9);
  });
});

describe("simulateStudent", () => {
  const bank = simulateBank(questions, order, seededRandom(1));

  it("is reproducible from its seed", () => {
    expect(simulateStudents(3, bank, options, 5)).toEqual(simulateStudents(3, bank, options, 5));
  });

  it("answers only its combination's subjects, in the past, and its sittings score what it answered", () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const student = simulateStudent(0, bank, options, seededRandom(seed));
      expect(student.combination[0]).toBe("English");
      expect(student.answers.every((a) => student.combination.includes(a.subject) && a.answeredAt <= NOW)).toBe(true);
      for (const sitting of student.sittings) {
        for (const r of sitting.results) {
          const answers = student.answers.filter((a) => a.sourceId === sitting.id && a.subject === r.subject);
          expect(answers).toHaveLength(r.questions);
          expect(answers.filter((a) => a.correct)).toHaveLength(r.correct);
          expect(r.score).toBe(Math.round((100 * r.correct) / r.questions));
          expect(answers.every((a) => a.examMode && a.source === "sitting")).toBe(true);
        }
      }
      const max = 100 * student.combination.length;
      expect(student.trueScore.total).toBeGreaterThan(0);
      expect(student.trueScore.total).toBeLessThanOrEqual(max);
      expect(student.sittingScore.total).toBeLessThanOrEqual(max);
      expect(Object.keys(student.trueScore.subjects)).toEqual(student.combination);
    }
  });

  it("scores a student of higher ability higher, on average", () => {
    const students = simulateStudents(200, bank, options, 9);
    const sorted = [...students].sort((a, b) => a.profile.theta - b.profile.theta);
    const mean = (xs: typeof students) =>
      xs.reduce((s, x) => s + x.trueScore.total / x.combination.length, 0) / xs.length;
    expect(mean(sorted.slice(-50))).toBeGreaterThan(mean(sorted.slice(0, 50)) + 15);
  });
});
