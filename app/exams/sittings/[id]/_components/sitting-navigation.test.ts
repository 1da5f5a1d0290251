import { describe, expect, it } from "vitest";
import { clampPosition, isFirst, isLast, sectionCounts, stepPosition, unansweredSummary } from "./sitting-navigation";
import type { SittingSection } from "./sitting-types";

const section = (subject: string, count: number, from = 1): SittingSection => ({
  subject,
  questions: Array.from({ length: count }, (_, i) => ({
    id: `${subject}-${i}`,
    number: from + i,
    text: "?",
    options: [],
    stimulus_id: null,
    image_url: null,
  })),
});
const paper = [section("English", 3), section("Mathematics", 2, 4), section("Physics", 2, 6)];

describe("stepPosition", () => {
  it("moves through a subject's questions", () => {
    expect(stepPosition(paper, { section: 0, question: 0 }, 1)).toEqual({ section: 0, question: 1 });
    expect(stepPosition(paper, { section: 0, question: 2 }, -1)).toEqual({ section: 0, question: 1 });
  });

  it("goes from a subject's last question to the next subject's first, and back", () => {
    expect(stepPosition(paper, { section: 0, question: 2 }, 1)).toEqual({ section: 1, question: 0 });
    expect(stepPosition(paper, { section: 1, question: 0 }, -1)).toEqual({ section: 0, question: 2 });
    expect(stepPosition(paper, { section: 1, question: 1 }, 1)).toEqual({ section: 2, question: 0 });
  });

  it("stays at the paper's first and last questions", () => {
    expect(stepPosition(paper, { section: 0, question: 0 }, -1)).toEqual({ section: 0, question: 0 });
    expect(stepPosition(paper, { section: 2, question: 1 }, 1)).toEqual({ section: 2, question: 1 });
    expect(isFirst(paper, { section: 0, question: 0 })).toBe(true);
    expect(isFirst(paper, { section: 1, question: 0 })).toBe(false);
    expect(isLast(paper, { section: 2, question: 1 })).toBe(true);
    expect(isLast(paper, { section: 1, question: 1 })).toBe(false);
  });

  it("skips a subject without questions", () => {
    const gap = [section("English", 1), section("Mathematics", 0), section("Physics", 1)];
    expect(stepPosition(gap, { section: 0, question: 0 }, 1)).toEqual({ section: 2, question: 0 });
    expect(stepPosition(gap, { section: 2, question: 0 }, -1)).toEqual({ section: 0, question: 0 });
  });
});

describe("clampPosition", () => {
  it("keeps a position that exists and brings any other inside the paper", () => {
    expect(clampPosition(paper, { section: 1, question: 1 })).toEqual({ section: 1, question: 1 });
    expect(clampPosition(paper, { section: 9, question: 9 })).toEqual({ section: 2, question: 1 });
    expect(clampPosition(paper, { section: -1, question: -5 })).toEqual({ section: 0, question: 0 });
    expect(clampPosition(paper, { section: 1, question: 40 })).toEqual({ section: 1, question: 1 });
    expect(clampPosition(paper, null)).toEqual({ section: 0, question: 0 });
    expect(clampPosition(paper, { section: Number.NaN, question: 1.7 })).toEqual({ section: 0, question: 1 });
  });
});

describe("counts", () => {
  const answers = { "English-0": "A", "English-2": "C", "Physics-1": "B" };

  it("counts each subject's answered questions for its tab", () => {
    expect(sectionCounts(paper, answers)).toEqual([
      { subject: "English", answered: 2, total: 3 },
      { subject: "Mathematics", answered: 0, total: 2 },
      { subject: "Physics", answered: 1, total: 2 },
    ]);
  });

  it("says how many are unanswered, in all and in the subjects that have any", () => {
    expect(unansweredSummary(paper, answers)).toEqual({
      total: 4,
      bySubject: [
        { subject: "English", unanswered: 1 },
        { subject: "Mathematics", unanswered: 2 },
        { subject: "Physics", unanswered: 1 },
      ],
    });
    const all = Object.fromEntries(paper.flatMap((s) => s.questions.map((q) => [q.id, "A"])));
    expect(unansweredSummary(paper, all)).toEqual({ total: 0, bySubject: [] });
  });
});
