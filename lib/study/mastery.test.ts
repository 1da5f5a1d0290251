import { describe, expect, it } from "vitest";
import {
  assessMastery,
  compareNewestFirst,
  evidenceWeight,
  MASTERY_RULES,
  masteryGap,
  masteryWindow,
  type Evidence,
  type EvidenceDifficulty,
} from "./mastery";

// Fixed clock: noon in Lagos (11:00 UTC) on a Friday.
const NOW = new Date("2026-11-20T11:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const ev = (over: Partial<Evidence> = {}): Evidence => ({
  correct: true,
  answered: true,
  difficulty: "medium",
  answeredAt: NOW,
  source: "sitting",
  ...over,
});
const right = (n: number, over: Partial<Evidence> = {}) =>
  Array.from({ length: n }, () => ev({ ...over, correct: true }));
const wrong = (n: number, over: Partial<Evidence> = {}) =>
  Array.from({ length: n }, () => ev({ ...over, correct: false }));
const skipped = (n: number, over: Partial<Evidence> = {}) =>
  Array.from({ length: n }, () => ev({ ...over, correct: false, answered: false }));

const level = (evidence: Evidence[], now = NOW) => assessMastery(evidence, now).level;

/** Eight medium answers right, over two days (yesterday and today): the smallest Mastered. */
const smallestMastered = () => [...right(4, { answeredAt: daysAgo(1) }), ...right(4)];

/** Deterministic shuffles of a list (rotations and a reversal), for order independence. */
function orders<T>(list: readonly T[]): T[][] {
  const out = [[...list], [...list].reverse()];
  for (let k = 1; k < list.length; k += Math.max(1, Math.floor(list.length / 4)))
    out.push([...list.slice(k), ...list.slice(0, k)]);
  const interleaved = [...list.filter((_, i) => i % 2 === 0), ...list.filter((_, i) => i % 2 === 1)];
  out.push(interleaved);
  return out;
}

describe("not started", () => {
  it("no evidence: not started, the prior's estimate, the whole gap", () => {
    const a = assessMastery([], NOW);
    expect(a).toEqual({
      level: "not_started",
      estimate: 0.5,
      gap: (1 + (0.85 - 0.5) / 0.85) / 2,
      accuracy: null,
      counted: 0,
    });
  });
});

describe("attempted", () => {
  it("one answer, right or wrong, is Attempted", () => {
    expect(level(right(1))).toBe("attempted");
    expect(level(wrong(1))).toBe("attempted");
    // A blank is not an answer: a topic only ever left blank is not started.
    expect(level(skipped(1))).toBe("not_started");
  });

  it("two answers right are still Attempted: Familiar needs three", () => {
    expect(level(right(2, { difficulty: "hard" }))).toBe("attempted");
  });

  it("three or more answers under 50 % are Attempted", () => {
    expect(level([...right(1), ...wrong(2)])).toBe("attempted");
    expect(level([...right(4), ...wrong(5)])).toBe("attempted"); // 4/9 = 0.44
  });
});

describe("familiar", () => {
  it("three answers at 2 of 3 is Familiar", () => {
    expect(level([...right(2), ...wrong(1)])).toBe("familiar");
  });

  it("exactly 50 % is Familiar, just under is not", () => {
    expect(assessMastery([...right(2), ...wrong(2)], NOW)).toMatchObject({ level: "familiar", accuracy: 0.5 });
    expect(assessMastery([...right(9), ...wrong(10)], NOW)).toMatchObject({ level: "attempted" }); // 9/19 = 0.47
  });

  it("four answers all right are Familiar: Proficient needs five", () => {
    expect(level(right(4))).toBe("familiar");
  });

  it("five answers right but all easy are Familiar: Proficient needs a medium or hard one right", () => {
    expect(level(right(5, { difficulty: "easy" }))).toBe("familiar");
    expect(level([...right(4, { difficulty: "easy" }), ...right(1, { difficulty: "hard" })])).toBe("proficient");
  });

  it("Familiar does not decay with time", () => {
    expect(level([...right(2), ...wrong(1)], new Date(NOW.getTime() + 2000 * DAY))).toBe("familiar");
  });
});

describe("proficient", () => {
  it("five answers all right, medium, is Proficient", () => {
    expect(level(right(5))).toBe("proficient");
  });

  it("exactly 70 % is Proficient, just under is Familiar", () => {
    expect(assessMastery([...right(7), ...wrong(3)], NOW)).toMatchObject({ level: "proficient", accuracy: 0.7 });
    expect(assessMastery([...right(9), ...wrong(4)], NOW)).toMatchObject({ level: "familiar" }); // 9/13 = 0.69
  });

  it("eight right on one day only is Proficient: Mastered needs right answers on two days", () => {
    expect(level(right(8))).toBe("proficient");
    expect(level(right(20))).toBe("proficient");
  });

  it("two days in UTC that are one day in Lagos count once", () => {
    // 23:30 UTC on the 19th is 00:30 on the 20th in Lagos, the same day as NOW.
    const lateEvening = new Date("2026-11-19T23:30:00Z");
    expect(level([...right(4, { answeredAt: lateEvening }), ...right(4)])).toBe("proficient");
    const beforeMidnightInLagos = new Date("2026-11-19T22:59:00Z");
    expect(level([...right(4, { answeredAt: beforeMidnightInLagos }), ...right(4)])).toBe("mastered");
  });

  it("decays to Familiar when its last right answer is older than 180 days", () => {
    const evidence = right(5, { answeredAt: daysAgo(180) });
    expect(level(evidence)).toBe("proficient");
    expect(level(evidence, new Date(NOW.getTime() + 1))).toBe("familiar");
  });
});

describe("mastered", () => {
  it("eight medium answers right over two days is Mastered; seven is Proficient", () => {
    expect(level(smallestMastered())).toBe("mastered");
    expect(level(smallestMastered().slice(1))).toBe("proficient");
  });

  it("exactly 85 % is Mastered, just under is Proficient", () => {
    // Two Lagos days an hour apart, the later one (after \`now\`) weighing as fresh: every weight is exactly 1.
    const lateEvening = new Date("2026-11-19T22:30:00Z"); // 23:30 in Lagos
    const nextLagosDay = new Date("2026-11-19T23:30:00Z"); // 00:30 in Lagos, the 20th
    const at85 = [
      ...wrong(3, { answeredAt: lateEvening }),
      ...right(6, { answeredAt: lateEvening }),
      ...right(11, { answeredAt: nextLagosDay }),
    ];
    expect(assessMastery(at85, lateEvening)).toMatchObject({ level: "mastered", accuracy: 0.85 });
    const under = [
      ...wrong(3, { answeredAt: lateEvening }),
      ...right(5, { answeredAt: lateEvening }),
      ...right(1, { answeredAt: lateEvening, difficulty: "easy" }),
    ];
    under.push(...right(11, { answeredAt: nextLagosDay }));
    expect(assessMastery(under, lateEvening).accuracy).toBeCloseTo(16.75 / 19.75, 12);
    expect(level(under, lateEvening)).toBe("proficient");
  });

  it("needs the last three answers right", () => {
    const base = [...right(10, { answeredAt: daysAgo(2) }), ...right(2, { answeredAt: daysAgo(1) })];
    expect(level([...base, ...right(1)])).toBe("mastered");
    expect(level([...base, ...wrong(1)])).toBe("proficient");
    expect(
      level([...right(10, { answeredAt: daysAgo(2) }), ...wrong(1, { answeredAt: daysAgo(1) }), ...right(2)]),
    ).toBe("proficient");
    expect(
      level([...right(10, { answeredAt: daysAgo(2) }), ...wrong(1, { answeredAt: daysAgo(1) }), ...right(3)]),
    ).toBe("mastered");
  });

  it("needs two medium or hard answers right", () => {
    const easy = (n: number, days: number) => right(n, { difficulty: "easy", answeredAt: daysAgo(days) });
    expect(level([...easy(4, 1), ...easy(3, 0), ...right(1)])).toBe("proficient");
    expect(level([...easy(4, 1), ...easy(2, 0), ...right(2)])).toBe("mastered");
    expect(level([...easy(4, 1), ...easy(2, 0), ...right(1), ...right(1, { difficulty: "hard" })])).toBe("mastered");
  });

  it("decays to Proficient when its last right answer is older than 60 days, to Familiar after 180", () => {
    const evidence = [...right(4, { answeredAt: daysAgo(61) }), ...right(4, { answeredAt: daysAgo(60) })];
    expect(level(evidence)).toBe("mastered");
    expect(level(evidence, new Date(NOW.getTime() + 1))).toBe("proficient");
    expect(level(evidence, new Date(NOW.getTime() + 120 * DAY))).toBe("proficient");
    expect(level(evidence, new Date(NOW.getTime() + 120 * DAY + 1))).toBe("familiar");
  });

  it("a fresh right answer brings a decayed Mastered back", () => {
    const old = [...right(4, { answeredAt: daysAgo(100) }), ...right(4, { answeredAt: daysAgo(90) })];
    expect(level(old)).toBe("proficient");
    expect(level([...old, ...right(1)])).toBe("mastered");
  });
});

describe("the window: only the last 20 answers count", () => {
  it("old mistakes beyond the last 20 answers are forgotten", () => {
    const evidence = [...wrong(30, { answeredAt: daysAgo(5) }), ...right(10, { answeredAt: daysAgo(1) }), ...right(10)];
    const a = assessMastery(evidence, NOW);
    expect(a).toMatchObject({ level: "mastered", accuracy: 1, counted: 20 });
  });

  it("the 21st most recent answer does not count", () => {
    const evidence = [...wrong(1, { answeredAt: daysAgo(3) }), ...right(20)];
    expect(assessMastery(evidence, NOW)).toMatchObject({ accuracy: 1, counted: 20 });
    expect(assessMastery(evidence.slice(0, 20), NOW)).toMatchObject({
      accuracy: 19 / (19 + 0.5 ** (3 / 30)),
      counted: 20,
    });
  });

  it("answers at the same instant are ordered worst first: a wrong one counts as the more recent", () => {
    const sorted = masteryWindow([
      ev({ correct: true, difficulty: "hard" }),
      ev({ correct: false, answered: true }),
      ev({ correct: false, answered: false }),
    ]);
    // The blank is left out: it is not an answer.
    expect(sorted.map((e) => [e.correct, e.answered])).toEqual([
      [false, true],
      [true, true],
    ]);
    // One sitting with two right and one wrong on the topic: the last three are not all right.
    const sitting = [...right(2), ...wrong(1)];
    expect(level([...right(10, { answeredAt: daysAgo(1) }), ...sitting])).toBe("proficient");
  });

  it("breaks every tie by the answer's own fields, so equal instants sort the same whatever the input order", () => {
    const tied = (["drill", "review", "quiz", "sitting"] as const).flatMap((source) =>
      (["hard", "medium", "easy"] as const).flatMap((difficulty) => [
        ev({ source, difficulty }),
        ev({ source, difficulty, correct: false }),
      ]),
    );
    const first = masteryWindow(tied);
    for (const order of orders(tied)) expect(masteryWindow(order)).toEqual(first);
    expect(first.slice(0, 3).map((e) => [e.correct, e.difficulty, e.source])).toEqual([
      [false, "easy", "sitting"],
      [false, "easy", "quiz"],
      [false, "easy", "review"],
    ]);
  });

  it("compareNewestFirst puts the newer answer first", () => {
    expect(compareNewestFirst(ev({ answeredAt: daysAgo(1) }), ev())).toBeGreaterThan(0);
    expect(compareNewestFirst(ev(), ev({ answeredAt: daysAgo(1) }))).toBeLessThan(0);
    expect(compareNewestFirst(ev(), ev())).toBe(0);
  });
});

describe("weights", () => {
  it("an answer's weight halves every 30 days", () => {
    expect(evidenceWeight(ev(), NOW)).toBe(1);
    expect(evidenceWeight(ev({ answeredAt: daysAgo(30) }), NOW)).toBeCloseTo(0.5, 12);
    expect(evidenceWeight(ev({ answeredAt: daysAgo(60) }), NOW)).toBeCloseTo(0.25, 12);
    expect(evidenceWeight(ev({ answeredAt: daysAgo(15) }), NOW)).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it("an answer dated after `now` (a phone's clock ahead) weighs as a fresh one, no more", () => {
    expect(evidenceWeight(ev({ answeredAt: new Date(NOW.getTime() + 5 * DAY) }), NOW)).toBe(1);
  });

  it("recent answers count more: a right answer a month ago and a wrong one today make a third", () => {
    const a = assessMastery([ev({ answeredAt: daysAgo(30) }), ev({ correct: false })], NOW);
    expect(a.accuracy).toBeCloseTo(0.5 / 1.5, 12);
    const b = assessMastery([ev({ answeredAt: daysAgo(30), correct: false }), ev()], NOW);
    expect(b.accuracy).toBeCloseTo(1 / 1.5, 12);
  });

  it.each<[EvidenceDifficulty, number, number]>([
    ["easy", 0.75, 1.25],
    ["medium", 1, 1],
    ["hard", 1.25, 0.75],
  ])("%s: right weighs %s, wrong weighs %s", (difficulty, rightW, wrongW) => {
    expect(evidenceWeight(ev({ difficulty }), NOW)).toBe(rightW);
    expect(evidenceWeight(ev({ difficulty, correct: false }), NOW)).toBe(wrongW);
    expect(evidenceWeight(ev({ difficulty, correct: false, answered: false }), NOW)).toBe(wrongW);
  });

  it("a hard question right is stronger evidence than an easy one; an easy one wrong is stronger evidence of a gap", () => {
    const hardRight = assessMastery([ev({ difficulty: "hard" }), ev({ correct: false })], NOW).accuracy!;
    const easyRight = assessMastery([ev({ difficulty: "easy" }), ev({ correct: false })], NOW).accuracy!;
    expect(hardRight).toBeCloseTo(1.25 / 2.25, 12);
    expect(easyRight).toBeCloseTo(0.75 / 1.75, 12);
    const easyWrong = assessMastery([ev(), ev({ difficulty: "easy", correct: false })], NOW).accuracy!;
    const hardWrong = assessMastery([ev(), ev({ difficulty: "hard", correct: false })], NOW).accuracy!;
    expect(easyWrong).toBeCloseTo(1 / 2.25, 12);
    expect(hardWrong).toBeCloseTo(1 / 1.75, 12);
  });

  it("difficulty can move a level: 6 of 8 right is Proficient on medium questions, Familiar on easy ones", () => {
    expect(level([...right(6), ...wrong(2)])).toBe("proficient"); // 0.75
    const easy = [...right(5, { difficulty: "easy" }), ...right(1), ...wrong(2, { difficulty: "easy" })];
    expect(assessMastery(easy, NOW)).toMatchObject({ level: "familiar", accuracy: 4.75 / 7.25 }); // 0.66
  });

  it("a review's answer counts half: its key has been seen", () => {
    expect(evidenceWeight(ev({ source: "review" }), NOW)).toBe(0.5);
    expect(evidenceWeight(ev({ source: "review", correct: false }), NOW)).toBe(0.5);
    for (const source of ["sitting", "quiz", "drill"] as const) expect(evidenceWeight(ev({ source }), NOW)).toBe(1);
    expect(assessMastery([ev({ source: "review" }), ev({ correct: false })], NOW).accuracy).toBeCloseTo(1 / 3, 12);
  });
});

describe("a blank is not an answer", () => {
  it("a skipped question counts for nothing, neither right nor wrong", () => {
    const withSkipped = assessMastery([...right(7), ...skipped(3)], NOW);
    expect(withSkipped).toEqual(assessMastery(right(7), NOW));
    expect(withSkipped).not.toEqual(assessMastery([...right(7), ...wrong(3)], NOW));
  });

  it("even when the row says correct, an unanswered question is not an answer", () => {
    const odd = ev({ answered: false, correct: true });
    expect(assessMastery([odd, odd, odd], NOW)).toMatchObject({ level: "not_started", accuracy: null, counted: 0 });
  });

  it("blanks do not push answers out of the window", () => {
    const evidence = [...right(20, { answeredAt: daysAgo(1) }), ...skipped(20)];
    expect(assessMastery(evidence, NOW)).toEqual(assessMastery(right(20, { answeredAt: daysAgo(1) }), NOW));
  });

  it("a sitting left mostly blank keeps the topic Attempted", () => {
    expect(level([...right(2), ...skipped(3)])).toBe("attempted");
  });
});

describe("order independence", () => {
  const mixes: [string, Evidence[]][] = [
    ["mastered", [...right(4, { answeredAt: daysAgo(1) }), ...right(4), ...wrong(1, { answeredAt: daysAgo(3) })]],
    [
      "mixed sources and difficulties",
      [
        ...right(3, { source: "review" }),
        ...wrong(2, { difficulty: "easy" }),
        ...right(4, { difficulty: "hard", answeredAt: daysAgo(40) }),
      ],
    ],
    [
      "more than the window",
      [...wrong(12, { answeredAt: daysAgo(2) }), ...right(12, { answeredAt: daysAgo(2) }), ...skipped(3)],
    ],
  ];
  it.each(mixes)("%s: the same result whatever the order of the evidence", (_name, evidence) => {
    const expected = assessMastery(evidence, NOW);
    for (const order of orders(evidence)) expect(assessMastery(order, NOW)).toEqual(expected);
  });
});

describe("estimate", () => {
  it("is the weighted share right under a Beta(1, 1) prior", () => {
    expect(assessMastery(right(1), NOW).estimate).toBeCloseTo(2 / 3, 12);
    expect(assessMastery(wrong(1), NOW).estimate).toBeCloseTo(1 / 3, 12);
    expect(assessMastery([...right(8), ...wrong(2)], NOW).estimate).toBeCloseTo(9 / 12, 12);
    expect(assessMastery(right(20), NOW).estimate).toBeCloseTo(21 / 22, 12);
  });

  it("old evidence weighs less, so the estimate drifts back towards the prior", () => {
    const fresh = assessMastery(right(5), NOW).estimate;
    const month = assessMastery(right(5, { answeredAt: daysAgo(30) }), NOW).estimate;
    expect(fresh).toBeCloseTo(6 / 7, 12);
    expect(month).toBeCloseTo(3.5 / 4.5, 12);
    expect(assessMastery(right(5, { answeredAt: daysAgo(3000) }), NOW).estimate).toBeCloseTo(0.5, 6);
  });

  it("stays between 0 and 1", () => {
    for (const evidence of [
      [],
      right(20),
      wrong(20),
      skipped(20, { difficulty: "easy" }),
      right(20, { difficulty: "hard" }),
    ]) {
      const { estimate, gap } = assessMastery(evidence, NOW);
      expect(estimate).toBeGreaterThan(0);
      expect(estimate).toBeLessThan(1);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(1);
    }
  });
});

describe("gap to mastery", () => {
  it("is 0 once mastered and largest for an untouched or failed topic", () => {
    expect(assessMastery(smallestMastered(), NOW).gap).toBe(0);
    expect(masteryGap("not_started", 0.5)).toBeCloseTo((1 + 0.35 / 0.85) / 2, 12);
    expect(masteryGap("attempted", 0)).toBe((0.75 + 1) / 2);
  });

  it("is half the levels left and half the estimate's shortfall from 85 %", () => {
    expect(masteryGap("familiar", 0.6)).toBeCloseTo((0.5 + 0.25 / 0.85) / 2, 12);
    expect(masteryGap("proficient", 0.9)).toBe(0.125);
    expect(masteryGap("proficient", 0.85)).toBe(0.125);
  });

  it("falls as a topic climbs the levels", () => {
    const ladder = [[], wrong(1), [...right(2), ...wrong(1)], right(5), smallestMastered()].map((e) =>
      assessMastery(e, NOW),
    );
    expect(ladder.map((a) => a.level)).toEqual(["not_started", "attempted", "familiar", "proficient", "mastered"]);
    for (let i = 1; i < ladder.length; i++) expect(ladder[i]!.gap).toBeLessThan(ladder[i - 1]!.gap);
  });

  it("ranks a weak attempted topic above an untouched one, and a strong attempted one below it", () => {
    const untouched = assessMastery([], NOW).gap;
    expect(assessMastery(wrong(2), NOW).gap).toBeGreaterThan(untouched);
    expect(assessMastery(right(2, { difficulty: "hard" }), NOW).gap).toBeLessThan(untouched);
  });
});

describe("the rules' numbers", () => {
  it("are the ones docs/study-loop.md states", () => {
    expect(MASTERY_RULES).toMatchObject({
      window: 20,
      halfLifeDays: 30,
      familiar: { answers: 3, accuracy: 0.5 },
      proficient: { answers: 5, accuracy: 0.7, mediumOrHardRight: 1, rightWithinDays: 180 },
      mastered: { answers: 8, accuracy: 0.85, lastRight: 3, mediumOrHardRight: 2, rightOnDays: 2, rightWithinDays: 60 },
    });
  });
});
