import { describe, expect, it } from "vitest";
import { drawSection, seededRandom, type PoolQuestion } from "../exam/draw";
import {
  expectedDraw,
  NEXT_TOPICS_DEFAULT,
  rankTopics,
  reasonFor,
  type SubjectInPaper,
  type TopicPool,
  type TopicStanding,
} from "./next-topic";

const single = (topic: string, questions: number): TopicPool => ({ topic, questions, units: questions });
const asObject = (m: Map<string, number>) =>
  Object.fromEntries([...m].map(([k, v]) => [k, Math.round(v * 1000) / 1000]));

describe("expectedDraw: a topic's questions in a section's draw", () => {
  it("shares the room equally between topics that all have enough", () => {
    expect(asObject(expectedDraw({ questions: 6 }, [single("a", 5), single("b", 5), single("c", 5)]))).toEqual({
      a: 2,
      b: 2,
      c: 2,
    });
  });

  it("gives a topic that runs out all it has, and the rest to the others", () => {
    expect(asObject(expectedDraw({ questions: 7 }, [single("a", 1), single("b", 5), single("c", 5)]))).toEqual({
      a: 1,
      b: 3,
      c: 3,
    });
  });

  it("takes the whole pool when the section is as big or bigger", () => {
    expect(asObject(expectedDraw({ questions: 10 }, [single("a", 2), single("b", 3)]))).toEqual({ a: 2, b: 3 });
    expect(asObject(expectedDraw({ questions: 5 }, [single("a", 2), single("b", 3)]))).toEqual({ a: 2, b: 3 });
  });

  it("meets quotas first, then lets the quota's topic take turns with the others", () => {
    expect(
      asObject(expectedDraw({ questions: 6, topics: { a: 3 } }, [single("a", 5), single("b", 5), single("c", 5)])),
    ).toEqual({ a: 4, b: 1, c: 1 });
  });

  it("caps a quota at the topic's questions, and ignores a quota on a topic the pool lacks", () => {
    expect(asObject(expectedDraw({ questions: 6, topics: { a: 5, z: 3 } }, [single("a", 2), single("b", 5)]))).toEqual({
      a: 2,
      b: 4,
    });
  });

  it("fills a section made only of quotas with nothing else", () => {
    expect(asObject(expectedDraw({ questions: 3, topics: { a: 3 } }, [single("a", 5), single("b", 5)]))).toEqual({
      a: 3,
      b: 0,
    });
  });

  it("counts a stimulus's questions as one unit: a passage topic gains a passage a turn", () => {
    // a: two passages of 5; b: 5 single questions; 10 places. Turns t: 5·min(2,t) + min(5,t) = 10 → t = 5/3.
    expect(
      asObject(expectedDraw({ questions: 10 }, [{ topic: "a", questions: 10, units: 2 }, single("b", 5)])),
    ).toEqual({ a: 8.333, b: 1.667 });
  });

  it("adds up pool rows of the same topic", () => {
    expect(asObject(expectedDraw({ questions: 4 }, [single("a", 1), single("a", 1), single("b", 5)]))).toEqual({
      a: 2,
      b: 2,
    });
  });

  it("gives nothing to an empty section and ignores empty topics", () => {
    expect(asObject(expectedDraw({ questions: 0 }, [single("a", 3)]))).toEqual({ a: 0 });
    expect(asObject(expectedDraw({ questions: 4 }, [single("a", 0), single("b", 6)]))).toEqual({ b: 4 });
  });

  it("always fills exactly the room when the pool allows", () => {
    const random = seededRandom(7);
    for (let run = 0; run < 200; run += 1) {
      const pool = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, i) => {
        const units = 1 + Math.floor(random() * 6);
        return { topic: `t${i}`, units, questions: units + Math.floor(random() * 3) * units };
      });
      const total = pool.reduce((sum, p) => sum + p.questions, 0);
      const room = Math.floor(random() * (total + 5));
      const expected = [...expectedDraw({ questions: room }, pool).values()].reduce((sum, n) => sum + n, 0);
      expect(expected).toBeCloseTo(Math.min(room, total), 6);
    }
  });

  it("matches the average of lib/exam/draw.ts's real draws with single questions", () => {
    const counts = { a: 2, b: 4, c: 6, d: 9 };
    const pool: PoolQuestion[] = Object.entries(counts).flatMap(([topic, n]) =>
      Array.from({ length: n }, (_, i) => ({ id: `${topic}${i}`, topic, stimulusId: null, recent: false })),
    );
    const random = seededRandom(42);
    const runs = 3000;
    const seen = new Map<string, number>();
    for (let run = 0; run < runs; run += 1) {
      for (const q of drawSection({ pool, count: 11, topicOrder: Object.keys(counts), random }))
        seen.set(q.topic, (seen.get(q.topic) ?? 0) + 1);
    }
    const predicted = expectedDraw(
      { questions: 11 },
      Object.entries(counts).map(([topic, n]) => single(topic, n)),
    );
    // a 2, then b, c, d take 3 turns each (11 = 2 + 9).
    expect(asObject(predicted)).toEqual({ a: 2, b: 3, c: 3, d: 3 });
    for (const topic of Object.keys(counts))
      expect((seen.get(topic) ?? 0) / runs).toBeCloseTo(predicted.get(topic)!, 1);
  });
});

const standing = (slug: string, over: Partial<TopicStanding> = {}): TopicStanding => ({
  topic_id: `id-${slug}`,
  slug,
  topic: slug.replace(/-/g, " "),
  parent: null,
  level: "not_started",
  answered: 0,
  correct: 0,
  estimate: 0.5,
  gap: 0.706,
  ...over,
});

const subject = (
  name: string,
  marks: number,
  questions: number,
  expected: Record<string, number>,
  topics: TopicStanding[],
): SubjectInPaper => ({
  subject: name,
  marks,
  questions,
  expected: new Map(Object.entries(expected)),
  topics,
});

describe("rankTopics: yield = marks in the paper × gap to mastery", () => {
  it("weighs a topic by the marks its questions carry: UTME subjects are 100 marks over 40 or 60 questions", () => {
    const [top] = rankTopics([
      subject("Mathematics", 100, 40, { quadratics: 2 }, [standing("quadratics", { gap: 0.5 })]),
    ]);
    expect(top).toMatchObject({ subject: "Mathematics", slug: "quadratics", questions: 2, marks: 5, yield: 2.5 });
  });

  it("answers a topic's standing and ranking fields only, whatever else its mastery row carries", () => {
    const mastery = { ...standing("quadratics", { gap: 0.5 }), last_answered_at: "2026-12-01T08:00:00.000Z" };
    const [top] = rankTopics([subject("Mathematics", 100, 40, { quadratics: 2 }, [mastery])]);
    expect(Object.keys(top!).sort()).toEqual(
      [...Object.keys(standing("x")), "subject", "questions", "marks", "yield", "reason"].sort(),
    );
  });

  it("ranks across subjects by yield, best first", () => {
    const ranked = rankTopics([
      // English: 3 of 60 questions → 5 marks; Mathematics: 2 of 40 → 5 marks, 3 of 40 → 7.5 marks.
      subject("English", 100, 60, { concord: 3 }, [standing("concord", { gap: 0.6 })]),
      subject("Mathematics", 100, 40, { sets: 2, indices: 3 }, [
        standing("sets", { gap: 0.9 }),
        standing("indices", { gap: 0.4 }),
      ]),
    ]);
    expect(ranked.map((t) => [t.subject, t.slug, t.yield])).toEqual([
      ["Mathematics", "sets", 4.5],
      ["English", "concord", 3],
      ["Mathematics", "indices", 3],
    ]);
  });

  it("breaks a tie by fewer answers, then by the subjects' and syllabus order", () => {
    const ranked = rankTopics([
      subject("Biology", 50, 50, { a: 2, b: 2, c: 2 }, [
        standing("a", { gap: 0.5, answered: 4, correct: 2, level: "familiar" }),
        standing("b", { gap: 0.5, answered: 1, correct: 0, level: "attempted" }),
        standing("c", { gap: 0.5, answered: 1, correct: 1, level: "attempted" }),
      ]),
    ]);
    expect(ranked.map((t) => t.slug)).toEqual(["b", "c", "a"]);
  });

  it("treats yields within float noise as equal", () => {
    const ranked = rankTopics([
      subject("Physics", 100, 40, { a: 0.1 + 0.2, b: 0.3 }, [
        standing("a", { gap: 0.5, answered: 3 }),
        standing("b", { gap: 0.5, answered: 1 }),
      ]),
    ]);
    expect(ranked.map((t) => t.slug)).toEqual(["b", "a"]);
  });

  it("leaves out mastered topics and topics the paper never draws", () => {
    const ranked = rankTopics([
      subject("Chemistry", 100, 40, { a: 2, b: 2 }, [
        standing("a", { level: "mastered", gap: 0, answered: 9, correct: 9 }),
        standing("b", { gap: 0.3 }),
        standing("not-in-pool", { gap: 1 }),
      ]),
    ]);
    expect(ranked.map((t) => t.slug)).toEqual(["b"]);
  });

  it("returns at most `limit` topics, five by default", () => {
    const topics = Array.from({ length: 9 }, (_, i) => standing(`t${i}`));
    const expected = Object.fromEntries(topics.map((t) => [t.slug, 1]));
    expect(rankTopics([subject("Economics", 100, 40, expected, topics)])).toHaveLength(NEXT_TOPICS_DEFAULT);
    expect(rankTopics([subject("Economics", 100, 40, expected, topics)], 2)).toHaveLength(2);
    expect(rankTopics([subject("Economics", 100, 40, expected, topics)], 0)).toEqual([]);
  });

  it("keeps the student's standing on the topic in the answer", () => {
    const [top] = rankTopics([
      subject("Government", 100, 40, { elections: 3 }, [
        standing("elections", { level: "attempted", answered: 3, correct: 1, estimate: 0.4, gap: 0.65 }),
      ]),
    ]);
    expect(top).toMatchObject({
      topic_id: "id-elections",
      level: "attempted",
      answered: 3,
      correct: 1,
      estimate: 0.4,
      gap: 0.65,
      marks: 7.5,
      yield: 4.88,
    });
  });
});

describe("reasonFor: why, in words", () => {
  const base = { subject: "Mathematics", subjectMarks: 100, subjectQuestions: 40 } as const;

  it("gives questions and marks for a paper scored out of 100 per subject, and an untouched topic", () => {
    expect(reasonFor({ ...base, level: "not_started", answered: 0, correct: 0, expected: 2, marks: 5 })).toBe(
      "About 2 of the 40 Mathematics questions (about 5 of its 100 marks) are on this topic, and you have not practised it yet.",
    );
  });

  it("gives only questions when each question is one mark, and the level with the answers so far", () => {
    expect(
      reasonFor({
        subject: "Biology",
        subjectMarks: 50,
        subjectQuestions: 50,
        level: "attempted",
        answered: 3,
        correct: 1,
        expected: 2.4,
        marks: 2.4,
      }),
    ).toBe(
      "About 2 of the 50 Biology questions are on this topic, and you are at Attempted, with 1 of 3 answers right so far.",
    );
  });

  it("says 'less than one' for a topic drawn in some sittings only, and one answer in the singular", () => {
    expect(reasonFor({ ...base, level: "attempted", answered: 1, correct: 0, expected: 0.6, marks: 1.5 })).toBe(
      "Less than one of the 40 Mathematics questions (about 2 of its 100 marks) is on this topic, and you are at Attempted, with 0 of 1 answer right so far.",
    );
  });

  it("names every level as the docs write it", () => {
    for (const [level, name] of [
      ["familiar", "Familiar"],
      ["proficient", "Proficient"],
    ] as const) {
      expect(reasonFor({ ...base, level, answered: 6, correct: 5, expected: 1, marks: 2.5 })).toContain(
        `you are at ${name}, with 5 of 6 answers right`,
      );
    }
  });
});
