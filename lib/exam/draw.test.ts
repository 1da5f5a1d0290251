import { describe, expect, it } from "vitest";
import { BankTooSmall, drawSection, optionKeys, seededRandom, shuffleOptions, type PoolQuestion } from "./draw";

function pool(spec: Record<string, number>, extra: Partial<PoolQuestion> = {}): PoolQuestion[] {
  return Object.entries(spec).flatMap(([topic, n]) =>
    Array.from({ length: n }, (_, i) => ({ id: `${topic}-${i}`, topic, stimulusId: null, recent: false, ...extra })),
  );
}

const topicOrder = ["algebra", "geometry", "calculus", "statistics", "reading"];

describe("drawSection", () => {
  it("draws exactly the count, each question once", () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const drawn = drawSection({
        pool: pool({ algebra: 30, geometry: 20, calculus: 10 }),
        count: 40,
        topicOrder,
        random: seededRandom(seed),
      });
      expect(drawn).toHaveLength(40);
      expect(new Set(drawn.map((q) => q.id)).size).toBe(40);
    }
  });

  it("covers every topic when there is room for one of each", () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const drawn = drawSection({
        pool: pool({ algebra: 30, geometry: 2, calculus: 1, statistics: 1 }),
        count: 4,
        topicOrder,
        random: seededRandom(seed),
      });
      expect(new Set(drawn.map((q) => q.topic))).toEqual(new Set(["algebra", "geometry", "calculus", "statistics"]));
    }
  });

  it("spreads questions evenly over topics before taking a second from any", () => {
    const drawn = drawSection({
      pool: pool({ algebra: 30, geometry: 30, calculus: 30 }),
      count: 9,
      topicOrder,
      random: seededRandom(7),
    });
    const perTopic = ["algebra", "geometry", "calculus"].map((topic) => drawn.filter((q) => q.topic === topic).length);
    expect(perTopic).toEqual([3, 3, 3]);
  });

  it("comes out in syllabus order of topics", () => {
    const drawn = drawSection({
      pool: pool({ statistics: 5, algebra: 5, calculus: 5 }),
      count: 12,
      topicOrder,
      random: seededRandom(3),
    });
    const ranks = drawn.map((q) => topicOrder.indexOf(q.topic));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("never draws a recently seen question while fresh ones remain", () => {
    const questions = [
      ...pool({ algebra: 20, geometry: 20 }),
      ...pool({ calculus: 40 }, { recent: true }).map((q) => ({ ...q, id: `seen-${q.id}` })),
    ];
    for (let seed = 1; seed <= 30; seed += 1) {
      const drawn = drawSection({ pool: questions, count: 40, topicOrder, random: seededRandom(seed) });
      expect(drawn.filter((q) => q.recent)).toHaveLength(0);
    }
  });

  it("meets a section's quota from its topics in turn, then covers the rest", () => {
    const questions = pool({ algebra: 10, geometry: 10, calculus: 10, statistics: 10 });
    const groups = { pure: ["algebra", "geometry"], applied: ["calculus", "statistics"] };
    for (let seed = 1; seed <= 20; seed++) {
      const drawn = drawSection({
        pool: questions,
        count: 12,
        quotas: { pure: 8, applied: 2 },
        groups,
        topicOrder,
        random: seededRandom(seed),
      });
      const count = (topic: string) => drawn.filter((q) => q.topic === topic).length;
      expect(count("algebra") + count("geometry")).toBeGreaterThanOrEqual(8);
      expect(count("algebra")).toBeGreaterThanOrEqual(4);
      expect(count("geometry")).toBeGreaterThanOrEqual(4);
      expect(count("calculus") + count("statistics")).toBeGreaterThanOrEqual(2);
      expect(drawn).toHaveLength(12);
    }
  });

  it("takes an unseen question of a quota's topic before a seen one of a topic outside every quota", () => {
    const questions = [...pool({ algebra: 10 }), ...pool({ calculus: 3 }, { recent: true, seen: true })];
    for (let seed = 1; seed <= 10; seed++) {
      const drawn = drawSection({
        pool: questions,
        count: 6,
        quotas: { algebra: 4 },
        topicOrder,
        random: seededRandom(seed),
      });
      expect(drawn.filter((q) => q.recent)).toEqual([]);
    }
  });

  it("meets a group's quota from what its topics hold when one runs short", () => {
    const questions = pool({ algebra: 1, geometry: 10, calculus: 10 });
    const drawn = drawSection({
      pool: questions,
      count: 8,
      quotas: { pure: 6 },
      groups: { pure: ["algebra", "geometry"] },
      topicOrder,
      random: seededRandom(1),
    });
    expect(drawn.filter((q) => q.topic === "algebra")).toHaveLength(1);
    expect(drawn.filter((q) => q.topic === "algebra" || q.topic === "geometry").length).toBeGreaterThanOrEqual(6);
  });

  it("avoids every question seen in any sitting, then takes those seen longest ago before recent ones", () => {
    const questions = [
      ...pool({ algebra: 10 }),
      ...pool({ geometry: 15 }, { seen: true }).map((q) => ({ ...q, id: `old-${q.id}` })),
      ...pool({ geometry: 15 }, { recent: true, seen: true }).map((q) => ({ ...q, id: `recent-${q.id}` })),
    ];
    for (let seed = 1; seed <= 20; seed++) {
      const drawn = drawSection({ pool: questions, count: 20, topicOrder, random: seededRandom(seed) });
      expect(drawn.filter((q) => !q.seen)).toHaveLength(10);
      expect(drawn.filter((q) => q.recent)).toHaveLength(0);
    }
    const more = drawSection({ pool: questions, count: 30, topicOrder, random: seededRandom(3) });
    expect(more.filter((q) => q.recent)).toHaveLength(5);
  });

  it("keeps a passage seen long ago behind a fresh one", () => {
    const old = Array.from({ length: 3 }, (_, i) => ({
      id: `p1-${i}`,
      topic: "reading",
      stimulusId: "p1",
      recent: false,
      seen: i === 1,
    }));
    const fresh = Array.from({ length: 3 }, (_, i) => ({
      id: `p2-${i}`,
      topic: "reading",
      stimulusId: "p2",
      recent: false,
    }));
    for (let seed = 1; seed <= 10; seed++) {
      expect(
        drawSection({ pool: [...old, ...fresh], count: 3, topicOrder: ["reading"], random: seededRandom(seed) }).map(
          (q) => q.stimulusId,
        ),
      ).toEqual(["p2", "p2", "p2"]);
    }
  });

  it("draws every fresh question, then recent ones, when the bank runs short", () => {
    const questions = [...pool({ algebra: 10 }), ...pool({ geometry: 30 }, { recent: true })];
    const drawn = drawSection({ pool: questions, count: 25, topicOrder, random: seededRandom(11) });
    expect(drawn.filter((q) => !q.recent)).toHaveLength(10);
    expect(drawn).toHaveLength(25);
  });

  it("two sittings from a bank twice the paper's size share no question", () => {
    const questions = pool({ algebra: 30, geometry: 30, calculus: 20 });
    const first = drawSection({ pool: questions, count: 40, topicOrder, random: seededRandom(1) });
    const seen = new Set(first.map((q) => q.id));
    const second = drawSection({
      pool: questions.map((q) => ({ ...q, recent: seen.has(q.id) })),
      count: 40,
      topicOrder,
      random: seededRandom(2),
    });
    expect(second.filter((q) => seen.has(q.id))).toHaveLength(0);
  });

  it("keeps a stimulus's questions together and whole", () => {
    const passage = Array.from({ length: 5 }, (_, i) => ({
      id: `p1-${i}`,
      topic: "reading",
      stimulusId: "p1",
      recent: false,
    }));
    for (let seed = 1; seed <= 30; seed += 1) {
      const drawn = drawSection({
        pool: [...pool({ algebra: 10 }), ...passage],
        count: 8,
        topicOrder,
        random: seededRandom(seed),
      });
      const positions = drawn.flatMap((q, i) => (q.stimulusId === "p1" ? [i] : []));
      expect(positions).toHaveLength(5);
      expect(positions.at(-1)! - positions[0]!).toBe(4);
      expect(drawn.filter((q) => q.stimulusId === "p1").map((q) => q.id)).toEqual(passage.map((q) => q.id));
    }
  });

  it("leaves out a stimulus too big for the room left while single questions fit", () => {
    const passage = Array.from({ length: 5 }, (_, i) => ({
      id: `p1-${i}`,
      topic: "reading",
      stimulusId: "p1",
      recent: false,
    }));
    for (let seed = 1; seed <= 40; seed += 1) {
      const drawn = drawSection({
        pool: [...pool({ algebra: 10 }), ...passage],
        count: 3,
        topicOrder,
        random: seededRandom(seed),
      });
      expect(drawn.filter((q) => q.stimulusId)).toEqual([]);
    }
  });

  it("never cuts a stimulus short when whole units can fill the section", () => {
    const passages = ["p1", "p2", "p3"].flatMap((p) =>
      Array.from({ length: 5 }, (_, i) => ({ id: `${p}-${i}`, topic: "reading", stimulusId: p, recent: false })),
    );
    for (let seed = 1; seed <= 40; seed += 1) {
      const drawn = drawSection({
        pool: [...pool({ algebra: 20, geometry: 20 }), ...passages],
        count: 23,
        topicOrder,
        random: seededRandom(seed),
      });
      for (const p of ["p1", "p2", "p3"]) expect([0, 5]).toContain(drawn.filter((q) => q.stimulusId === p).length);
    }
  });

  it("gives only the first questions of a stimulus when nothing else fits", () => {
    const passage = Array.from({ length: 5 }, (_, i) => ({
      id: `p1-${i}`,
      topic: "reading",
      stimulusId: "p1",
      recent: false,
    }));
    const drawn = drawSection({ pool: passage, count: 3, topicOrder, random: seededRandom(1) });
    expect(drawn.map((q) => q.id)).toEqual(["p1-0", "p1-1", "p1-2"]);
  });

  it("treats a stimulus as seen when any of its questions was", () => {
    const seenPassage = Array.from({ length: 3 }, (_, i) => ({
      id: `p1-${i}`,
      topic: "reading",
      stimulusId: "p1",
      recent: i === 0,
    }));
    const freshPassage = Array.from({ length: 3 }, (_, i) => ({
      id: `p2-${i}`,
      topic: "reading",
      stimulusId: "p2",
      recent: false,
    }));
    for (let seed = 1; seed <= 20; seed += 1) {
      const drawn = drawSection({
        pool: [...seenPassage, ...freshPassage],
        count: 3,
        topicOrder,
        random: seededRandom(seed),
      });
      expect(drawn.map((q) => q.stimulusId)).toEqual(["p2", "p2", "p2"]);
    }
  });

  it("meets topic quotas first", () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const drawn = drawSection({
        pool: pool({ algebra: 20, geometry: 20, calculus: 20 }),
        count: 10,
        quotas: { calculus: 6 },
        topicOrder,
        random: seededRandom(seed),
      });
      expect(drawn.filter((q) => q.topic === "calculus").length).toBeGreaterThanOrEqual(6);
    }
  });

  it("a quota larger than the topic takes what the topic has and fills from the rest", () => {
    const drawn = drawSection({
      pool: pool({ algebra: 2, geometry: 20 }),
      count: 10,
      quotas: { algebra: 5 },
      topicOrder,
      random: seededRandom(5),
    });
    expect(drawn.filter((q) => q.topic === "algebra")).toHaveLength(2);
    expect(drawn).toHaveLength(10);
  });

  it("refuses when the bank is smaller than the section", () => {
    expect(() => drawSection({ pool: pool({ algebra: 3 }), count: 4, topicOrder, random: seededRandom(1) })).toThrow(
      BankTooSmall,
    );
  });

  it("is reproducible from a seed and differs between seeds", () => {
    const questions = pool({ algebra: 40, geometry: 40 });
    const a = drawSection({ pool: questions, count: 20, topicOrder, random: seededRandom(42) }).map((q) => q.id);
    const b = drawSection({ pool: questions, count: 20, topicOrder, random: seededRandom(42) }).map((q) => q.id);
    const c = drawSection({ pool: questions, count: 20, topicOrder, random: seededRandom(43) }).map((q) => q.id);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

describe("shuffleOptions", () => {
  it("returns a permutation with the key under the right option", () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const answer = seed % 5;
      const { order, correctKey } = shuffleOptions(5, answer, seededRandom(seed));
      expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
      expect(order[optionKeys(5).indexOf(correctKey)]).toBe(answer);
    }
  });

  it("puts the right option under each letter about equally often", () => {
    const counts = new Map<string, number>();
    for (let seed = 1; seed <= 4000; seed += 1) {
      const { correctKey } = shuffleOptions(4, 0, seededRandom(seed));
      counts.set(correctKey, (counts.get(correctKey) ?? 0) + 1);
    }
    for (const key of optionKeys(4)) expect(counts.get(key)).toBeGreaterThan(900);
  });
});
