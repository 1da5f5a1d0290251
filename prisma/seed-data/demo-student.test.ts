import { describe, expect, it } from "vitest";
import { seededRandom } from "@/lib/exam/draw";
import { demoAnswer, demoReview, knowChance, topicOffset, type DemoItem } from "./demo-student";

const LETTERS = ["A", "B", "C", "D"];
const item = (over: Partial<DemoItem> = {}): DemoItem => ({
  subject: "Physics",
  topic: "Motion",
  difficulty: "medium",
  key: "C",
  letters: LETTERS,
  ...over,
});

describe("the demo student's answers", () => {
  it("are the same on every run for the same seed", () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, (_, i) => demoAnswer(item({ topic: `Topic ${i % 7}` }), 0, random));
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it("are a middling candidate's: about half right, a few blank, the unsure ones often flagged", () => {
    const random = seededRandom(1);
    const topics = ["Motion", "Waves", "Electricity", "Optics", "Heat", "Atoms"];
    const answers = Array.from({ length: 3000 }, (_, i) => {
      const it = item({
        topic: topics[i % topics.length]!,
        difficulty: (["easy", "medium", "hard"] as const)[i % 3]!,
        key: LETTERS[i % 4]!,
      });
      return { key: it.key, ...demoAnswer(it, 0, random) };
    });
    const right = answers.filter((a) => a.answer === a.key).length / answers.length;
    const blank = answers.filter((a) => a.answer === null).length / answers.length;
    expect(right).toBeGreaterThan(0.4);
    expect(right).toBeLessThan(0.65);
    expect(blank).toBeGreaterThan(0.01);
    expect(blank).toBeLessThan(0.08);
    expect(answers.some((a) => a.flagged)).toBe(true);
    expect(answers.every((a) => a.answer === null || LETTERS.includes(a.answer))).toBe(true);
    expect(answers.filter((a) => a.answer === null).every((a) => !a.flagged)).toBe(true);
  });

  it("differ by subject, topic and difficulty, and grow from the first paper to the second", () => {
    const mean = (subject: string) =>
      Array.from({ length: 200 }, (_, i) => knowChance(item({ subject, topic: `Topic ${i}` }), 0)).reduce(
        (a, b) => a + b,
      ) / 200;
    expect(mean("English")).toBeGreaterThan(mean("Mathematics") + 0.1);
    expect(knowChance(item({ difficulty: "easy" }), 0)).toBeGreaterThan(knowChance(item({ difficulty: "hard" }), 0));
    expect(knowChance(item(), 1)).toBeGreaterThan(knowChance(item(), 0));
    const offsets = ["Motion", "Waves", "Electricity", "Optics", "Heat", "Atoms"].map((t) => topicOffset("Physics", t));
    expect(Math.max(...offsets) - Math.min(...offsets)).toBeGreaterThan(1);
    expect(topicOffset("Physics", "Waves")).toBe(topicOffset("Physics", "Waves"));
  });

  it("review a card with an answer and a rating that agree", () => {
    const random = seededRandom(3);
    for (let i = 0; i < 200; i++) {
      const { answer, rating } = demoReview(item(), 0, random);
      expect(LETTERS).toContain(answer);
      expect(rating === "again").toBe(answer !== "C");
    }
  });
});
