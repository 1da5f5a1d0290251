import { describe, expect, it } from "vitest";
import {
  aggregateEvidence,
  answerWeight,
  HALF_LIFE_DAYS,
  sittingResultEvidence,
  WINDOW_DAYS,
  type RawAnswer,
} from "./predict-evidence";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY);

let serial = 0;
function answer(extra: Partial<RawAnswer>): RawAnswer {
  serial += 1;
  return {
    id: `a${String(serial).padStart(4, "0")}`,
    questionId: `q${serial}`,
    subject: "Physics",
    topic: "waves",
    difficulty: "medium",
    correct: true,
    answered: true,
    source: "drill",
    sourceId: "drill-1",
    examMode: false,
    answeredAt: daysAgo(1),
    ...extra,
  };
}

describe("answerWeight", () => {
  it("halves every 30 days", () => {
    expect(HALF_LIFE_DAYS).toBe(30);
    expect(answerWeight(0)).toBe(1);
    expect(answerWeight(30 * DAY)).toBeCloseTo(0.5, 12);
    expect(answerWeight(90 * DAY)).toBeCloseTo(0.125, 12);
  });
});

describe("aggregateEvidence", () => {
  it("counts answers of the last 180 days up to now, and only those with a subject", () => {
    expect(WINDOW_DAYS).toBe(180);
    const { cells, answers, firstAnsweredAt } = aggregateEvidence(
      [
        answer({ answeredAt: daysAgo(181) }),
        answer({ answeredAt: daysAgo(180) }),
        answer({ answeredAt: daysAgo(179) }),
        answer({ answeredAt: new Date(NOW.getTime() + 1000) }),
        answer({ subject: null }),
        answer({ answeredAt: NOW }),
      ],
      NOW,
    );
    expect(answers).toBe(2);
    expect(firstAnsweredAt).toEqual(daysAgo(179));
    expect(cells.reduce((s, c) => s + c.answers, 0)).toBe(2);
  });

  it("weights by recency and keeps the weighted mean age, cell by cell and week by week", () => {
    const { cells } = aggregateEvidence(
      [
        answer({ answeredAt: daysAgo(1), correct: true }),
        answer({ answeredAt: daysAgo(2), correct: false }),
        answer({ answeredAt: daysAgo(31), correct: true }),
      ],
      NOW,
    );
    expect(cells).toHaveLength(2);
    const recent = cells.find((c) => c.age < 7)!;
    expect(recent.answers).toBe(2);
    expect(recent.weight).toBeCloseTo(answerWeight(DAY) + answerWeight(2 * DAY), 12);
    expect(recent.correct).toBeCloseTo(answerWeight(DAY), 12);
    expect(recent.age).toBeCloseTo((answerWeight(DAY) * 1 + answerWeight(2 * DAY) * 2) / recent.weight, 12);
    const old = cells.find((c) => c.age > 7)!;
    expect(old).toMatchObject({ answers: 1, exam: false, exposure: "fresh", topic: "waves", difficulty: "medium" });
    expect(old.age).toBeCloseTo(31, 9);
  });

  it("marks exam-mode sittings as exam evidence, and nothing else", () => {
    const { cells } = aggregateEvidence(
      [
        answer({ source: "sitting", sourceId: "s1", examMode: true }),
        answer({ source: "sitting", sourceId: "s2", examMode: false }),
        answer({ source: "quiz", sourceId: "z", examMode: true }),
      ],
      NOW,
    );
    expect(cells.filter((c) => c.exam).map((c) => c.answers)).toEqual([1]);
    expect(cells.filter((c) => !c.exam).reduce((s, c) => s + c.answers, 0)).toBe(2);
  });

  it("tells first answers from repeats and reviews", () => {
    const { cells } = aggregateEvidence(
      [
        answer({ questionId: "q-x", answeredAt: daysAgo(3) }),
        answer({ questionId: "q-x", answeredAt: daysAgo(2), sourceId: "drill-2" }),
        answer({ questionId: "q-y", answeredAt: daysAgo(2), source: "review", sourceId: "r1" }),
      ],
      NOW,
    );
    const by = Object.fromEntries(cells.map((c) => [c.exposure, c.answers]));
    expect(by).toEqual({ fresh: 1, repeat: 1, review: 1 });
  });

  it("never counts a blank: only answers are evidence, however much of the paper was answered", () => {
    const sitting = (id: string, answered: number, blank: number) => [
      ...Array.from({ length: answered }, () =>
        answer({ source: "sitting", sourceId: id, examMode: true, correct: true }),
      ),
      ...Array.from({ length: blank }, () =>
        answer({ source: "sitting", sourceId: id, examMode: true, correct: false, answered: false }),
      ),
    ];
    for (const [answered, blank] of [
      [20, 20],
      [19, 21],
      [39, 1],
    ] as const) {
      const result = aggregateEvidence(sitting(`s${answered}`, answered, blank), NOW);
      expect(result.answers).toBe(answered);
      expect(result.cells[0]!.correct / result.cells[0]!.weight).toBeCloseTo(1, 12);
    }
    expect(aggregateEvidence(sitting("blank", 0, 40), NOW)).toEqual({ cells: [], answers: 0, firstAnsweredAt: null });
  });

  it("a question left blank and answered later is a fresh answer, not a repeat", () => {
    const { cells } = aggregateEvidence(
      [
        answer({ questionId: "q-z", answeredAt: daysAgo(3), answered: false, correct: false }),
        answer({ questionId: "q-z", answeredAt: daysAgo(2), sourceId: "d2" }),
      ],
      NOW,
    );
    expect(cells.map((c) => [c.exposure, c.answers])).toEqual([["fresh", 1]]);
  });
});

describe("sittingResultEvidence", () => {
  const blueprints = {
    Physics: [
      { difficulty: "easy" as const, share: 0.3 },
      { difficulty: "medium" as const, share: 0.5 },
      { difficulty: "hard" as const, share: 0.2 },
    ],
  };

  it("turns a stored score into whole answers over the section's difficulties, at the sitting's recency", () => {
    const cells = sittingResultEvidence(
      [{ submittedAt: daysAgo(30), exam: true, subjects: [{ subject: "Physics", correct: 20, questions: 40 }] }],
      blueprints,
      NOW,
    );
    expect(cells.map((c) => [c.difficulty, c.answers])).toEqual([
      ["easy", 12],
      ["medium", 20],
      ["hard", 8],
    ]);
    expect(
      cells.every((c) => c.exam && c.topic === null && c.exposure === "fresh" && Math.abs(c.age - 30) < 1e-9),
    ).toBe(true);
    expect(cells.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(20, 9);
    expect(cells.reduce((s, c) => s + c.correct, 0)).toBeCloseTo(10, 9);
  });

  it("skips sittings outside the window and empty subjects, and falls back to medium without a blueprint", () => {
    expect(
      sittingResultEvidence(
        [{ submittedAt: daysAgo(200), exam: true, subjects: [{ subject: "Physics", correct: 1, questions: 40 }] }],
        blueprints,
        NOW,
      ),
    ).toEqual([]);
    expect(
      sittingResultEvidence(
        [{ submittedAt: daysAgo(2), exam: true, subjects: [{ subject: "Physics", correct: 0, questions: 0 }] }],
        blueprints,
        NOW,
      ),
    ).toEqual([]);
    const cells = sittingResultEvidence(
      [{ submittedAt: daysAgo(0), exam: false, subjects: [{ subject: "Biology", correct: 50, questions: 40 }] }],
      blueprints,
      NOW,
    );
    expect(cells).toMatchObject([
      { subject: "Biology", difficulty: "medium", answers: 40, weight: 40, correct: 40, exam: false },
    ]);
  });
});
