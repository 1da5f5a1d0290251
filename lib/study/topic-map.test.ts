import { describe, expect, it } from "vitest";
import type { MasteryLevel } from "./mastery";
import { groupTopics, levelCounts, subjectMaps, weakestTopics, WEAKEST_LIMIT, type MasteredTopic } from "./topic-map";

let next = 0;
function topic(
  name: string,
  parent: string | null,
  level: MasteryLevel,
  answered = 0,
  correct = 0,
  estimate = 0.5,
): MasteredTopic {
  return { topic_id: `t${++next}`, topic: name, parent, level, answered, correct, estimate };
}

describe("groupTopics", () => {
  it("keeps the syllabus order and starts a group at each change of heading", () => {
    const groups = groupTopics([
      topic("Vectors", "Measurements", "attempted"),
      topic("Units", "Measurements", "not_started"),
      topic("Motion graphs", "Motion", "familiar"),
      topic("Essay writing", null, "not_started"),
    ]);
    expect(groups.map((g) => [g.heading, g.topics.map((t) => t.topic)])).toEqual([
      ["Measurements", ["Vectors", "Units"]],
      ["Motion", ["Motion graphs"]],
      [null, ["Essay writing"]],
    ]);
    expect(groups[0]!.topics[0]).toEqual({ topic_id: expect.any(String), topic: "Vectors", level: "attempted" });
  });

  it("gives no group for no topics", () => {
    expect(groupTopics([])).toEqual([]);
  });
});

describe("levelCounts", () => {
  it("counts every level, zero included", () => {
    expect(levelCounts([{ level: "attempted" }, { level: "attempted" }, { level: "mastered" }])).toEqual({
      not_started: 0,
      attempted: 2,
      familiar: 0,
      proficient: 0,
      mastered: 1,
    });
  });
});

describe("subjectMaps", () => {
  const subjects = ["Mathematics", "English", "Physics", "Biology"].map((subject) => ({
    subject,
    topics: [topic("A", null, "familiar")],
  }));

  it("puts the combination's subjects first, in its order, and the rest after as they came", () => {
    expect(subjectMaps(subjects, ["English", "Physics", "Mathematics"]).map((m) => m.subject)).toEqual([
      "English",
      "Physics",
      "Mathematics",
      "Biology",
    ]);
    expect(subjectMaps(subjects).map((m) => m.subject)).toEqual(["Mathematics", "English", "Physics", "Biology"]);
  });

  it("carries each subject's groups, counts and number of topics", () => {
    const [map] = subjectMaps([
      { subject: "Physics", topics: [topic("A", "H", "mastered"), topic("B", "H", "not_started")] },
    ]);
    expect(map!.topics).toBe(2);
    expect(map!.levels.mastered).toBe(1);
    expect(map!.levels.not_started).toBe(1);
    expect(map!.groups).toHaveLength(1);
  });
});

describe("weakestTopics", () => {
  it("lists answered topics by estimate, lowest first, across subjects", () => {
    const weak = weakestTopics([
      {
        subject: "Physics",
        topics: [topic("Optics", "Light", "attempted", 2, 0, 0.25), topic("Heat", null, "familiar", 4, 3, 0.66)],
      },
      { subject: "Chemistry", topics: [topic("Acids", "Reactions", "attempted", 1, 0, 0.33)] },
    ]);
    expect(weak.map((t) => [t.subject, t.topic])).toEqual([
      ["Physics", "Optics"],
      ["Chemistry", "Acids"],
      ["Physics", "Heat"],
    ]);
    expect(weak[0]).toEqual({
      subject: "Physics",
      topic_id: expect.any(String),
      topic: "Optics",
      parent: "Light",
      level: "attempted",
      answered: 2,
      correct: 0,
      estimate: 0.25,
    });
  });

  it("leaves out untouched and mastered topics", () => {
    const weak = weakestTopics([
      {
        subject: "Physics",
        topics: [
          topic("Untouched", null, "not_started", 0, 0, 0.5),
          topic("Known", null, "mastered", 10, 10, 0.2),
          topic("Seen", null, "attempted", 1, 1, 0.66),
        ],
      },
    ]);
    expect(weak.map((t) => t.topic)).toEqual(["Seen"]);
  });

  it("breaks ties by more answers, then by name, and keeps the first five", () => {
    const topics = [
      topic("B", null, "attempted", 2, 0, 0.25),
      topic("A", null, "attempted", 2, 0, 0.25),
      topic("C", null, "attempted", 3, 0, 0.25),
      ...Array.from({ length: 6 }, (_, i) => topic(`Z${i}`, null, "familiar", 3, 2, 0.6)),
    ];
    const weak = weakestTopics([{ subject: "Physics", topics }]);
    expect(weak).toHaveLength(WEAKEST_LIMIT);
    expect(weak.slice(0, 3).map((t) => t.topic)).toEqual(["C", "A", "B"]);
    expect(weakestTopics([{ subject: "Physics", topics }], 2)).toHaveLength(2);
  });
});
