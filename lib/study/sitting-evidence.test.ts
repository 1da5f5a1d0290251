import { describe, expect, it } from "vitest";
import {
  MAX_SKIPPED_CARDS,
  planSittingEvidence,
  topicStrength,
  wasOpened,
  withSittingAnswers,
  type SittingItemFacts,
} from "./sitting-evidence";

function item(number: number, over: Partial<SittingItemFacts> = {}): SittingItemFacts {
  return {
    questionId: `q${number}`,
    number,
    topicId: "t",
    answer: null,
    correct: null,
    opened: false,
    flagged: false,
    ...over,
  };
}

const right = (n: number, over: Partial<SittingItemFacts> = {}) =>
  item(n, { answer: "A", correct: true, opened: true, ...over });
const wrong = (n: number, over: Partial<SittingItemFacts> = {}) =>
  item(n, { answer: "B", correct: false, opened: true, ...over });
const blank = (n: number, over: Partial<SittingItemFacts> = {}) => item(n, { opened: true, ...over });

describe("wasOpened", () => {
  it("is shown, answered or flagged", () => {
    expect(wasOpened({ opened: false, answer: null, flagged: false })).toBe(false);
    expect(wasOpened({ opened: true, answer: null, flagged: false })).toBe(true);
    expect(wasOpened({ opened: false, answer: "C", flagged: false })).toBe(true);
    expect(wasOpened({ opened: false, answer: null, flagged: true })).toBe(true);
  });
});

describe("topicStrength", () => {
  it("is one half with no answers and moves with them, one right and one wrong assumed", () => {
    expect(topicStrength(undefined)).toBe(0.5);
    expect(topicStrength({ answered: 0, correct: 0 })).toBe(0.5);
    expect(topicStrength({ answered: 1, correct: 0 })).toBeCloseTo(1 / 3);
    expect(topicStrength({ answered: 10, correct: 0 })).toBeCloseTo(1 / 12);
    expect(topicStrength({ answered: 10, correct: 10 })).toBeCloseTo(11 / 12);
  });
});

describe("planSittingEvidence", () => {
  it("an empty sitting gives nothing", () => {
    expect(planSittingEvidence([], new Map())).toEqual({ evidence: [], cards: [] });
  });

  it("only answers are evidence; a question never opened is neither evidence nor a card", () => {
    const plan = planSittingEvidence([item(1), item(2, { flagged: false }), right(3), wrong(4)], new Map());
    expect(plan.evidence).toEqual(["q3", "q4"]);
    expect(plan.cards).toEqual([{ questionId: "q4", reason: "wrong" }]);
  });

  it("a wrong answer is a card; a right one only when flagged; an opened blank is 'skipped'", () => {
    const plan = planSittingEvidence(
      [
        right(1),
        right(2, { flagged: true }),
        wrong(3, { flagged: true }),
        blank(4),
        blank(5, { opened: false, flagged: true }),
      ],
      new Map(),
    );
    expect(plan.evidence).toEqual(["q1", "q2", "q3"]);
    expect(plan.cards).toEqual([
      { questionId: "q2", reason: "flagged" },
      { questionId: "q3", reason: "wrong" },
      { questionId: "q4", reason: "skipped" },
      { questionId: "q5", reason: "skipped" },
    ]);
  });

  it("an answer counts as opened in a sitting saved before opened items were recorded", () => {
    const plan = planSittingEvidence([item(1, { answer: "A", correct: false }), item(2)], new Map());
    expect(plan.evidence).toEqual(["q1"]);
    expect(plan.cards).toEqual([{ questionId: "q1", reason: "wrong" }]);
  });

  it("the issue in small: 60 items, 10 opened, 4 answered (one right) gives 4 answers and no card for the 50 never opened", () => {
    const items = Array.from({ length: 60 }, (_, i) => {
      const n = i + 1;
      if (n === 1) return right(n);
      if (n <= 4) return wrong(n);
      if (n <= 10) return blank(n);
      return item(n);
    });
    const plan = planSittingEvidence(items, new Map());
    expect(plan.evidence).toEqual(["q1", "q2", "q3", "q4"]);
    expect(plan.cards.filter((c) => c.reason === "wrong").map((c) => c.questionId)).toEqual(["q2", "q3", "q4"]);
    expect(plan.cards.filter((c) => c.reason === "skipped").map((c) => c.questionId)).toEqual([
      "q5",
      "q6",
      "q7",
      "q8",
      "q9",
      "q10",
    ]);
    expect(plan.cards.some((c) => Number(c.questionId.slice(1)) > 10)).toBe(false);
  });

  it(`at most ${MAX_SKIPPED_CARDS} opened blanks become cards, the weakest topics first, then paper order`, () => {
    const items = Array.from({ length: 15 }, (_, i) =>
      blank(i + 1, { topicId: i < 5 ? "strong" : i < 10 ? "unknown" : "weak" }),
    );
    const topics = new Map([
      ["strong", { answered: 10, correct: 9 }],
      ["weak", { answered: 6, correct: 1 }],
    ]);
    const plan = planSittingEvidence(items, topics);
    expect(plan.cards).toHaveLength(MAX_SKIPPED_CARDS);
    // Weak (11–15) first, then the unknown topic (6–10); the strong topic's blanks are left out.
    expect(plan.cards.map((c) => c.questionId)).toEqual([
      "q6",
      "q7",
      "q8",
      "q9",
      "q10",
      "q11",
      "q12",
      "q13",
      "q14",
      "q15",
    ]);
    expect(plan.cards.every((c) => c.reason === "skipped")).toBe(true);
  });

  it("the bound applies to blanks only: every wrong answer is still a card", () => {
    const items = [
      ...Array.from({ length: 12 }, (_, i) => wrong(i + 1)),
      ...Array.from({ length: 12 }, (_, i) => blank(i + 13)),
    ];
    const plan = planSittingEvidence(items, new Map(), 3);
    expect(plan.cards.filter((c) => c.reason === "wrong")).toHaveLength(12);
    expect(plan.cards.filter((c) => c.reason === "skipped").map((c) => c.questionId)).toEqual(["q13", "q14", "q15"]);
  });

  it("a bound of 0 (or less) makes no skipped card; an item without a topic counts as an unknown one", () => {
    expect(planSittingEvidence([blank(1)], new Map(), 0).cards).toEqual([]);
    expect(planSittingEvidence([blank(1)], new Map(), -1).cards).toEqual([]);
    const plan = planSittingEvidence(
      [blank(1, { topicId: "weak" }), blank(2, { topicId: null })],
      new Map([["weak", { answered: 4, correct: 0 }]]),
      1,
    );
    expect(plan.cards).toEqual([{ questionId: "q1", reason: "skipped" }]);
  });
});

describe("withSittingAnswers", () => {
  it("adds the sitting's answers in the named topics to the student's records, and nothing else", () => {
    const records = new Map([["t", { answered: 4, correct: 3 }]]);
    const items = [
      right(1),
      wrong(2),
      item(3),
      wrong(4, { topicId: "u" }),
      right(5, { topicId: "v" }),
      right(6, { topicId: null }),
    ];
    const merged = withSittingAnswers(records, items, new Set(["t", "u"]));
    expect(merged).toEqual(
      new Map([
        ["t", { answered: 6, correct: 4 }],
        ["u", { answered: 1, correct: 0 }],
      ]),
    );
    expect(records.get("t")).toEqual({ answered: 4, correct: 3 });
  });
});
