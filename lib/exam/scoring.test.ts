import { describe, expect, it } from "vitest";
import { maxScore, scorePaper, subjectScore, UNTAGGED_TOPIC, type MarkedItem } from "./scoring";

const items = (subject: string, correct: number, wrong: number, topic: string | null = "t"): MarkedItem[] => [
  ...Array.from({ length: correct }, () => ({ subject, topic, correct: true })),
  ...Array.from({ length: wrong }, () => ({ subject, topic, correct: false })),
];

describe("subjectScore", () => {
  it.each([
    [60, 60, 100],
    [0, 60, 0],
    [45, 60, 75],
    [1, 60, 2], // 1.67 rounds up
    [1, 40, 3], // 2.5 rounds half up
    [13, 40, 33], // 32.5 → 33
    [39, 40, 98], // 97.5 → 98
    [27, 40, 68], // 67.5 → 68
    [20, 40, 50],
  ])("UTME: %i of %i correct scores %i of 100", (correct, questions, score) => {
    expect(subjectScore("per_subject_100", correct, questions)).toEqual({ score, max: 100 });
  });

  it("an empty UTME section scores 0 of 100 rather than dividing by zero", () => {
    expect(subjectScore("per_subject_100", 0, 0)).toEqual({ score: 0, max: 100 });
  });

  it("one mark per correct answer for WAEC and NECO papers", () => {
    expect(subjectScore("one_per_correct", 37, 50)).toEqual({ score: 37, max: 50 });
    expect(subjectScore("one_per_correct", 0, 80)).toEqual({ score: 0, max: 80 });
  });
});

describe("scorePaper", () => {
  it("scores a UTME paper out of 400 with each subject out of 100", () => {
    const score = scorePaper(
      "per_subject_100",
      ["English", "Mathematics", "Physics", "Chemistry"],
      [
        ...items("English", 45, 15),
        ...items("Mathematics", 30, 10),
        ...items("Physics", 13, 27),
        ...items("Chemistry", 0, 40),
      ],
    );
    expect(score.subjects.map((s) => [s.subject, s.score, s.max, s.correct, s.questions])).toEqual([
      ["English", 75, 100, 45, 60],
      ["Mathematics", 75, 100, 30, 40],
      ["Physics", 33, 100, 13, 40],
      ["Chemistry", 0, 100, 0, 40],
    ]);
    expect(score.total).toBe(183);
    expect(score.max).toBe(400);
  });

  it("a perfect UTME paper scores exactly 400", () => {
    const score = scorePaper(
      "per_subject_100",
      ["English", "Biology", "Economics", "Government"],
      [
        ...items("English", 60, 0),
        ...items("Biology", 40, 0),
        ...items("Economics", 40, 0),
        ...items("Government", 40, 0),
      ],
    );
    expect(score.total).toBe(400);
  });

  it("a WAEC paper counts marks", () => {
    const score = scorePaper("one_per_correct", ["Mathematics"], items("Mathematics", 31, 19));
    expect(score).toMatchObject({ total: 31, max: 50, subjects: [{ subject: "Mathematics", score: 31, max: 50 }] });
  });

  it("breaks the score down by topic within each subject, in order of first appearance", () => {
    const score = scorePaper(
      "one_per_correct",
      ["Physics", "Chemistry"],
      [
        { subject: "Physics", topic: "Waves", correct: true },
        { subject: "Chemistry", topic: "Waves", correct: false },
        { subject: "Physics", topic: "Heat", correct: false },
        { subject: "Physics", topic: "Waves", correct: false },
        { subject: "Physics", topic: null, correct: true },
      ],
    );
    expect(score.topics).toEqual([
      { subject: "Physics", topic: "Waves", correct: 1, questions: 2 },
      { subject: "Chemistry", topic: "Waves", correct: 0, questions: 1 },
      { subject: "Physics", topic: "Heat", correct: 0, questions: 1 },
      { subject: "Physics", topic: UNTAGGED_TOPIC, correct: 1, questions: 1 },
    ]);
  });

  it("lists a subject with no items at zero", () => {
    const score = scorePaper("per_subject_100", ["English", "Physics"], items("English", 6, 4));
    expect(score.subjects[1]).toEqual({ subject: "Physics", score: 0, max: 100, correct: 0, questions: 0 });
    expect(score.total).toBe(60);
  });

  it("refuses an item of a subject the paper does not have", () => {
    expect(() => scorePaper("one_per_correct", ["English"], items("Physics", 1, 0))).toThrow(/not in the paper/);
  });
});

describe("maxScore", () => {
  it("is 100 per subject for UTME and the question count otherwise", () => {
    expect(maxScore("per_subject_100", [60, 40, 40, 40])).toBe(400);
    expect(maxScore("one_per_correct", [80])).toBe(80);
  });
});
