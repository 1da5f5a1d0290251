import { describe, expect, it } from "vitest";
import { sectionBlueprint, type BlueprintQuestion } from "./section-blueprint";

const q = (
  id: string,
  topic: string,
  difficulty: BlueprintQuestion["difficulty"] = "medium",
  stimulusId: string | null = null,
): BlueprintQuestion => ({
  id,
  topic,
  difficulty,
  stimulusId,
});

const share = (cells: ReturnType<typeof sectionBlueprint>, topic: string) =>
  cells.filter((c) => c.topic === topic).reduce((s, c) => s + c.share, 0);

describe("sectionBlueprint", () => {
  it("spreads a section over the topics as the draw does, not as the bank is stocked", () => {
    const pool = [...Array.from({ length: 10 }, (_, i) => q(`a${i}`, "a")), q("b0", "b"), q("b1", "b")];
    const four = sectionBlueprint(pool, 4, ["a", "b"]);
    expect(share(four, "a")).toBeCloseTo(0.5, 12);
    expect(share(four, "b")).toBeCloseTo(0.5, 12);
    const six = sectionBlueprint(pool, 6, ["a", "b"]);
    expect(share(six, "a")).toBeCloseTo(4 / 6, 12);
  });

  it("splits a topic's share by the difficulties of its questions, and the shares add up to 1", () => {
    const pool = [
      q("e1", "a", "easy"),
      q("m1", "a", "medium"),
      q("m2", "a", "medium"),
      q("h1", "a", "hard"),
      ...Array.from({ length: 8 }, (_, i) => q(`b${i}`, "b")),
    ];
    const cells = sectionBlueprint(pool, 6, ["a", "b"], 400);
    expect(cells.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 12);
    const a = Object.fromEntries(cells.filter((c) => c.topic === "a").map((c) => [c.difficulty, c.share]));
    expect(a.medium! / a.easy!).toBeGreaterThan(1.5);
    expect(a.medium! / a.easy!).toBeLessThan(2.5);
    expect(cells.map((c) => `${c.topic}/${c.difficulty}`)).toEqual(["a/easy", "a/medium", "a/hard", "b/medium"]);
  });

  it("keeps a passage's questions together, so its topic takes the room of the passage", () => {
    const pool = [
      ...Array.from({ length: 5 }, (_, i) => q(`p${i}`, "reading", "medium", "passage")),
      ...Array.from({ length: 10 }, (_, i) => q(`g${i}`, "grammar")),
    ];
    const cells = sectionBlueprint(pool, 10, ["reading", "grammar"]);
    expect(share(cells, "reading")).toBeCloseTo(0.5, 12);
  });

  it("takes the whole pool when it is no bigger than the section, and nothing from nothing", () => {
    const cells = sectionBlueprint([q("a", "x"), q("b", "y", "hard")], 40, ["x", "y"]);
    expect(cells).toEqual([
      { topic: "x", difficulty: "medium", share: 0.5 },
      { topic: "y", difficulty: "hard", share: 0.5 },
    ]);
    expect(sectionBlueprint([], 40, [])).toEqual([]);
  });

  it("is the same every time for the same pool", () => {
    const pool = Array.from({ length: 30 }, (_, i) => q(`q${i}`, `t${i % 7}`, i % 3 === 0 ? "hard" : "medium"));
    expect(sectionBlueprint(pool, 12, [])).toEqual(sectionBlueprint(pool, 12, []));
  });
});
