import { describe, expect, it } from "vitest";
import { seededRandom } from "./arrivals";
import { checkStartedSittings, imageUrls, notationHtml, pickCombination, type SittingShape, type StoredSitting } from "./exam-plan";

const OPTIONAL = ["Mathematics", "Physics", "Chemistry", "Biology", "Economics", "Government"];

describe("pickCombination", () => {
  it("gives the required subjects plus the chosen number of distinct optional ones", () => {
    const random = seededRandom(5);
    for (let i = 0; i < 200; i++) {
      const combo = pickCombination(["English"], OPTIONAL, 3, random);
      expect(combo[0]).toBe("English");
      expect(combo).toHaveLength(4);
      expect(new Set(combo).size).toBe(4);
      for (const s of combo.slice(1)) expect(OPTIONAL).toContain(s);
    }
  });

  it("reaches every combination, about equally often", () => {
    const random = seededRandom(11);
    const seen = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const key = pickCombination(["English"], OPTIONAL, 3, random).slice(1).sort().join();
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    // 6 choose 3 = 20 combinations, 200 expected each (standard deviation about 14).
    expect(seen.size).toBe(20);
    for (const n of seen.values()) expect(Math.abs(n - 200)).toBeLessThan(70);
  });

  it("refuses to choose more subjects than there are", () => {
    expect(() => pickCombination(["English"], ["Physics"], 2, seededRandom(1))).toThrow();
  });
});

const sitting: SittingShape = {
  id: "s1",
  sections: [
    {
      subject: "Physics",
      questions: [
        { id: "q1", html: "<span>q1</span>", image_url: "/api/media/bank/a.svg", options: [{ html: "<span>A</span>" }, {}] },
        { id: "q2", image_url: null, options: [{}, {}] },
        { id: "q3", image_url: "/api/media/bank/a.svg", options: [{}, { html: "<span>B</span>" }] },
      ],
    },
  ],
  stimuli: [{ id: "st1", html: "<p>passage</p>", image_url: "/api/media/bank/b.svg" }],
};

describe("imageUrls and notationHtml", () => {
  it("lists each referenced image once", () => {
    expect(imageUrls(sitting)).toEqual(["/api/media/bank/b.svg", "/api/media/bank/a.svg"]);
  });

  it("collects the rendered notation of questions and options", () => {
    expect(notationHtml(sitting)).toEqual(["<span>q1</span>", "<span>A</span>", "<span>B</span>"]);
  });
});

describe("checkStartedSittings", () => {
  const expected = { paperId: "utme", mode: "exam", sectionSizes: { English: 60, Physics: 40, Chemistry: 40, Biology: 40 } };
  const subjects = ["English", "Physics", "Chemistry", "Biology"];
  const full = (studentId: string, over: Partial<StoredSitting> = {}): StoredSitting => ({
    studentId,
    sittingId: `${studentId}-sitting`,
    paperId: "utme",
    mode: "exam",
    subjects: ["English", "Physics", "Chemistry", "Biology"],
    perSubject: { English: 60, Physics: 40, Chemistry: 40, Biology: 40 },
    distinctQuestions: 180,
    numbers: 180,
    firstNumber: 1,
    lastNumber: 180,
    ...over,
  });

  it("passes one full sitting per student, whatever order the subjects were asked in", () => {
    const planned = [
      { studentId: "a", subjects },
      { studentId: "b", subjects: ["English", "Biology", "Physics", "Chemistry"] },
    ];
    expect(checkStartedSittings(planned, [full("a"), full("b")], expected)).toEqual({ missing: 0, duplicated: 0, wrong: 0, problems: [] });
  });

  it("counts students without a sitting and extra sittings", () => {
    const planned = [
      { studentId: "a", subjects },
      { studentId: "b", subjects },
    ];
    const check = checkStartedSittings(planned, [full("a"), full("a", { sittingId: "a-second" })], expected);
    expect(check).toMatchObject({ missing: 1, duplicated: 1, wrong: 0 });
    expect(check.problems).toHaveLength(2);
  });

  it("finds sittings of other subjects, short sections, repeated questions or gaps in the numbering", () => {
    const planned = ["a", "b", "c", "d", "e"].map((studentId) => ({ studentId, subjects }));
    const check = checkStartedSittings(
      planned,
      [
        full("a", { subjects: ["English", "Physics", "Chemistry", "Economics"] }),
        full("b", { perSubject: { English: 60, Physics: 39, Chemistry: 40, Biology: 40 } }),
        full("c", { distinctQuestions: 179 }),
        full("d", { numbers: 180, firstNumber: 0, lastNumber: 179 }),
        full("e", { mode: "practice" }),
      ],
      expected,
    );
    expect(check).toMatchObject({ missing: 0, duplicated: 0, wrong: 5 });
    expect(check.problems.join("\n")).toMatch(/39 Physics items/);
  });
});
